import { PERMISSIONS } from '@umbrella/contract';
import type { TokenSubject } from './tokens';

/** The demo accounts of the embedded product, with the permissions the seed gives them. */
export type DemoAccount = TokenSubject & { username: string; name: string; surname: string; timezone: string };

const account = (
  accountId: number,
  username: string,
  name: string,
  permissions: readonly string[],
  extra: Partial<DemoAccount> = {},
): DemoAccount => ({
  accountId,
  username,
  name,
  surname: 'Demo',
  email: `${username}@umbrella.test`,
  timezone: 'America/Lima',
  permissions,
  ...extra,
});

const AGENT = ['read:lead', 'task:current', 'order:create:feature', 'read:report'];

export const DEMO_ACCOUNTS = {
  agent: account(1, 'agent', 'Ana', AGENT),
  agent2: account(2, 'agent2', 'Bruno', AGENT),
  manager: account(
    3,
    'manager',
    'Marta',
    [
      'shift:report',
      'owner:users',
      'read:cdr:report',
      'sessions:read',
      'lead:details:read',
      'read:lead',
      'task:current',
      'read:report',
      'offer:edit',
      'script:edit',
      'read:webmasters',
      'order:refuse',
      'order.list.to_google_sheet',
      'order:create:feature',
      'order.comments:read',
      'order.comments:modify',
      'payment.document.receipt:upload',
    ],
    { position: 'MANAGER' },
  ),
  admin: account(4, 'admin', 'Adrián', PERMISSIONS, { position: 'MANAGER' }),
  finance: account(5, 'finance', 'Fernanda', [
    'payment.document.report:upload',
    'payment.document.report:read',
    'payment.document.receipt:list',
    'payment.document.receipt:upload',
    'payslip:view',
    'payslip:edit',
    'webmaster.guarantee:create-set',
    'read:webmasters',
  ]),
  support: account(6, 'support', 'Sofía', [
    'read:report',
    'order.comments:read',
    'order.comments:modify',
    'lead:blacklist:read',
    'lead:blacklist:add',
    'lead:blacklist:del',
    'lead:details:read',
  ]),
  delivery: account(7, 'delivery', 'Diego', [
    'upload:delivery',
    'payment.document.report:upload',
    'payment.document.report:read',
    'read:report',
    'olva:send-order',
    'bluex:send-order',
    'servientrega:send-order',
    'delivery-holiday:create',
    'delivery-holiday:update',
    'delivery-holiday:delete',
    'address-schedule:edit',
    'change:delivery_provider',
    'transfer-to-dtk:orders',
  ]),
} satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;
