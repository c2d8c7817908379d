// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkGate, hasPermission } from '../authorization';

describe('permission gates', () => {
  it('ADMIN-16 the permission helper grants only when every listed permission is held', () => {
    expect(hasPermission(['read:lead', 'owner:users'], 'read:lead', 'owner:users')).toBe(true);
    expect(hasPermission(['read:lead'], 'read:lead', 'owner:users')).toBe(false);
    const gate = { type: 'allOf', permissions: ['read:lead', 'owner:users'] } as const;
    expect(checkGate(gate, { permissions: ['read:lead'], productsIds: [1] })).toBe('forbidden');
    expect(checkGate(gate, { permissions: ['read:lead', 'owner:users'], productsIds: [1] })).toBe('allowed');
  });

  it('ADMIN-11 "one of the two is enough" routes accept either permission', () => {
    const gate = { type: 'anyOf', permissions: ['read:lead', 'owner:users'] } as const;
    expect(checkGate(gate, { permissions: ['owner:users'], productsIds: [] })).toBe('allowed');
    expect(checkGate(gate, { permissions: [], productsIds: [] })).toBe('forbidden');
  });

  it('SHELL-24 a never gate refuses every permission set', () => {
    expect(checkGate({ type: 'never' }, { permissions: ['sessions:read'], productsIds: [1] })).toBe('forbidden');
  });
});
