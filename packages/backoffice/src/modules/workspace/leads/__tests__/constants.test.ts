import { LEAD_CHANGE_STATUSES, ORDER_STATUS, ORDER_STATUS_LABEL, statusName } from '@umbrella/contract';
import { describe, expect, it } from 'vitest';

const SPEC: [string, number, string, string][] = [
  ['CONST-01', 0, 'Submit', 'SUBMIT'],
  ['CONST-02', 1, 'No answer', 'NO_ANSWER'],
  ['CONST-03', 2, 'Recall', 'RECALL'],
  ['CONST-04', 3, 'Cancel', 'CANCEL'],
  ['CONST-05', 4, 'Cancel not interested', 'CANCEL_NOT_INTERESTED'],
  ['CONST-06', 5, 'Confirmed', 'CONFIRMED'],
  ['CONST-07', 6, 'Spam', 'SPAM'],
  ['CONST-08', 7, 'Transit', 'TRANSIT'],
  ['CONST-09', 8, 'Refused', 'REFUSED'],
  ['CONST-10', 9, 'Delivered', 'DELIVERED'],
  ['CONST-11', 10, 'Claimed', 'CLAIMED'],
  ['CONST-12', 20, 'Hold', 'HOLD'],
  ['CONST-13', 21, 'Busy', 'BUSY'],
  ['CONST-14', 30, 'Verified', 'VERIFIED'],
  ['CONST-15', 40, 'Deposit', 'DEPOSIT'],
  ['CONST-16', 50, 'Cancel on delivery', 'CANCEL_ON_DELIVERY'],
  ['CONST-17', 60, 'Scheduled', 'SCHEDULED'],
  ['CONST-18', 70, 'On the way', 'ON_THE_WAY'],
  ['CONST-19', 80, 'Received by client', 'RECEIVED_BY_CLIENT'],
  ['CONST-20', 90, 'Refused by client', 'REFUSED_BY_CLIENT'],
];

describe('numeric order and lead statuses', () => {
  for (const [id, value, label, name] of SPEC) {
    it(`${id} status ${value} = ${label}, named ${name} in status_name`, () => {
      expect(ORDER_STATUS[name as keyof typeof ORDER_STATUS]).toBe(value);
      expect(ORDER_STATUS_LABEL[value as keyof typeof ORDER_STATUS_LABEL]).toBe(label);
      expect(statusName(value)).toBe(name);
    });
  }

  it('there are exactly the twenty statuses of the spec, and change-status takes only lead outcomes', () => {
    expect(Object.values(ORDER_STATUS).sort((a, b) => a - b)).toEqual(SPEC.map(([, v]) => v));
    expect([...LEAD_CHANGE_STATUSES]).toEqual([1, 2, 3, 4, 6, 20, 21]);
    expect(statusName(11)).toBe('UNKNOWN');
  });
});
