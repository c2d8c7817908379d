import { describe, expect, it } from 'vitest';
import { isSafeToRepeat } from './retry-rule.js';

describe('isSafeToRepeat', () => {
  it('CONST-38 repeats idempotent methods, and a POST or PATCH only with an Idempotency-Key', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'get'])
      expect(isSafeToRepeat(method, false)).toBe(true);
    expect(isSafeToRepeat('POST', false)).toBe(false);
    expect(isSafeToRepeat('PATCH', false)).toBe(false);
    expect(isSafeToRepeat('POST', true)).toBe(true);
    expect(isSafeToRepeat('PATCH', true)).toBe(true);
  });
});
