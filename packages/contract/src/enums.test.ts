import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  hasVoipFeature,
  LEAD_STATUS_NAMES,
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  POSITIONS,
  SORT_DIRECTIONS,
  STATUS_TAGS,
  statusTag,
  TASK_TYPES,
} from './enums.js';

describe('numeric order and lead statuses', () => {
  const expected: [string, number, string][] = [
    ['CONST-01', 0, 'Submit'],
    ['CONST-02', 1, 'No answer'],
    ['CONST-03', 2, 'Recall'],
    ['CONST-04', 3, 'Cancel'],
    ['CONST-05', 4, 'Cancel not interested'],
    ['CONST-06', 5, 'Confirmed'],
    ['CONST-07', 6, 'Spam'],
    ['CONST-08', 7, 'Transit'],
    ['CONST-09', 8, 'Refused'],
    ['CONST-10', 9, 'Delivered'],
    ['CONST-11', 10, 'Claimed'],
    ['CONST-12', 20, 'Hold'],
    ['CONST-13', 21, 'Busy'],
    ['CONST-14', 30, 'Verified'],
    ['CONST-15', 40, 'Deposit'],
    ['CONST-16', 50, 'Cancel on delivery'],
    ['CONST-17', 60, 'Scheduled'],
    ['CONST-18', 70, 'On the way'],
    ['CONST-19', 80, 'Received by client'],
    ['CONST-20', 90, 'Refused by client'],
  ];
  it.each(expected)('%s status %i = %s', (_id, status, label) => {
    expect(ORDER_STATUS_LABEL[status as keyof typeof ORDER_STATUS_LABEL]).toBe(label);
  });

  it('has exactly these twenty statuses', () => {
    expect(Object.values(ORDER_STATUS).sort((a, b) => a - b)).toEqual(expected.map(([, n]) => n));
  });
});

describe('lead statuses and status tags', () => {
  it('CONST-21 lead statuses in call reports', () => {
    expect(LEAD_STATUS_NAMES).toEqual([
      'SPAM',
      'CANCEL',
      'RECALL',
      'CONFIRMED',
      'BUSY',
      'CANCEL_NOT_INTERESTED',
      'CONFIRMED_DEPOSIT',
      'DEPOSIT',
      'HOLD',
      'NO_ANSWER',
      'SUBMIT',
    ]);
  });

  it('CONST-22 status tags in lists', () => {
    expect(Object.keys(STATUS_TAGS)).toEqual([
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
  });

  it('CONST-23 the "new lead" tag covers submit and no answer', () => {
    expect(STATUS_TAGS['new lead']).toEqual([ORDER_STATUS.SUBMIT, ORDER_STATUS.NO_ANSWER]);
    expect(statusTag(ORDER_STATUS.SUBMIT)).toBe('new lead');
    expect(statusTag(ORDER_STATUS.NO_ANSWER)).toBe('new lead');
    expect(statusTag(ORDER_STATUS.CONFIRMED)).toBe('confirmed');
  });

  it('each status belongs to at most one tag', () => {
    const all = Object.values(STATUS_TAGS).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('CONST-24 sort directions are asc and desc', () => {
    expect(SORT_DIRECTIONS).toEqual(['asc', 'desc']);
  });
});

describe('other enumerations', () => {
  it('AUTH-10 positions are Agent and MANAGER', () => {
    expect(POSITIONS).toEqual(['Agent', 'MANAGER']);
  });

  it('AUTH-15 AUTH-16 known features; voip is recognised as voip or VOIP', () => {
    expect(FEATURES).toEqual(['voip', 'tcc_access', 'TSS']);
    expect(hasVoipFeature(['VOIP'])).toBe(true);
    expect(hasVoipFeature(['voip'])).toBe(true);
    expect(hasVoipFeature(['TSS'])).toBe(false);
  });

  it('task types are LEAD, CALL_BACK and RECALL', () => {
    expect(TASK_TYPES).toEqual(['LEAD', 'CALL_BACK', 'RECALL']);
  });
});
