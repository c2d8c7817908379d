import { describe, expect, it } from 'vitest';
import { hasAll, isPermission, PERMISSIONS, PROJECT_PERMISSIONS } from './permissions.js';

describe('permissions', () => {
  it('ADMIN-16 the helper grants only when ALL listed permissions are held', () => {
    const held = ['read:lead', 'task:current'];
    expect(hasAll(held, ['read:lead'])).toBe(true);
    expect(hasAll(held, ['read:lead', 'task:current'])).toBe(true);
    expect(hasAll(held, ['read:lead', 'owner:users'])).toBe(false);
    expect(hasAll(held, [])).toBe(true);
    expect(hasAll([], ['read:lead'])).toBe(false);
  });

  it("AUTH-12 lists every permission string the specification names, once, and the project's own apart", () => {
    const named = [
      'read:lead',
      'task:current',
      'shift:report',
      'voip:outbound',
      'order:create:feature',
      'lead:details:read',
      'read:report',
      'order:refuse',
      'order.list.to_google_sheet',
      'order.comments:read',
      'order.comments:modify',
      'transfer-to-dtk:orders',
      'dtk:orders',
      'address-schedule:edit',
      'schedule:edit',
      'upload:delivery',
      'lead:blacklist:read',
      'lead:blacklist:add',
      'lead:blacklist:del',
      'delivery-holiday:create',
      'delivery-holiday:update',
      'delivery-holiday:delete',
      'holiday:create',
      'payment.document.report:upload',
      'payment.document.report:read',
      'payment.document.receipt:list',
      'payment.document.receipt:upload',
      'bluex-emission.tracking-number:edit',
      'emission.tracking-number:edit',
      'change:delivery_provider',
      'force-change:delivery_provider',
      'olva:send-order',
      'bluex:send-order',
      'servientrega:send-order',
      'script:edit',
      'owner:users',
      'read:cdr:report',
      'sessions:read',
      'offer:edit',
      'read:webmasters',
      'webmaster.guarantee:create-set',
      'payslip:view',
      'payslip:edit',
    ];
    expect([...PERMISSIONS].sort()).toEqual([...named, ...PROJECT_PERMISSIONS].sort());
    expect(PROJECT_PERMISSIONS.filter((p) => named.includes(p))).toEqual([]);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(isPermission('owner:users')).toBe(true);
    expect(isPermission('owner:everything')).toBe(false);
  });
});
