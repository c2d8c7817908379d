import { describe, expect, it } from 'vitest';
import { type AccessRules, DEFAULT_PUBLIC_PREFIXES, needsToken } from './access.js';

const rules: AccessRules = {
  verifyToken: async () => {
    throw new Error('not called');
  },
  protectedPrefix: '/module/',
  publicPrefixes: DEFAULT_PUBLIC_PREFIXES,
};

describe('which requests need a session at the edge', () => {
  it('DREP-24 the PUT of a provider report to its signed link needs no token (the signature is its credential); the rest of delivery does', () => {
    expect(needsToken('/module/delivery/files/delivery-reports/r-1.xlsx?expires=1&signature=s', rules)).toBe(false);
    expect(needsToken('/module/delivery/api/v1/reports/upload-link', rules)).toBe(true);
    expect(needsToken('/module/delivery/api/v1/reports?providerId=1&limit=3', rules)).toBe(true);
  });

  it('CDR-12 issue 14: the PUT of a call recording to its signed link needs no token; asking for the link does', () => {
    expect(
      needsToken('/module/resources/files/recordings/call-7-00112233aabbccdd.webm?expires=1&signature=s', rules),
    ).toBe(false);
    expect(needsToken('/module/resources/api/v1/cdr/recordings', rules)).toBe(true);
    expect(needsToken('/module/resources/api/v1/cdr/audio/call-7-00112233aabbccdd.webm', rules)).toBe(true);
  });
});
