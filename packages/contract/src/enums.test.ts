import { describe, expect, it } from 'vitest';
import { hasVoipFeature, ORDER_STATUS, STATUS_TAGS, statusTag } from './enums.js';

// CONST-01..20 (each status's number, name and label) are proven where the back-office uses them:
// status_name and the order sheet's Status column (backoffice workspace/leads/__tests__/constants.test.ts).

describe('lead statuses and status tags', () => {
  // CONST-21: the call report's lead-status filter takes exactly these (backoffice telephony call-records.test).

  it('CONST-22 status tags in lists', () => {
    const tagOf = (statuses: number[]) => statuses.map(statusTag);
    expect(tagOf([3, 6, 20, 0, 2, 5, 21, 30, 7, 9])).toEqual([
      'canceled',
      'spam',
      'hold',
      'new lead',
      'callback',
      'confirmed',
      'busy',
      'verified',
      'in transit',
      'delivered',
    ]);
    expect(statusTag(ORDER_STATUS.CLAIMED)).toBeUndefined();
  });

  it('CONST-23 the "new lead" tag covers submit and no answer', () => {
    expect(statusTag(ORDER_STATUS.SUBMIT)).toBe('new lead');
    expect(statusTag(ORDER_STATUS.NO_ANSWER)).toBe('new lead');
    expect(statusTag(ORDER_STATUS.CONFIRMED)).toBe('confirmed');
  });

  it('each status belongs to at most one tag', () => {
    const all = Object.values(STATUS_TAGS).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('other enumerations', () => {
  // AUTH-10 (Agent and MANAGER): the account calls take those and refuse others (backoffice accounts admin-routes.test).

  it('AUTH-16 voip is recognised as voip or VOIP', () => {
    expect(hasVoipFeature(['VOIP'])).toBe(true);
    expect(hasVoipFeature(['voip'])).toBe(true);
    expect(hasVoipFeature(['TSS'])).toBe(false);
  });
});
