import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../enums.js';
import { availableOrderActions, ORDER_TAG, orderActionAllowed } from './order-desk.js';

const { DEPOSIT, CONFIRMED, VERIFIED, TRANSIT, CANCEL, DELIVERED } = ORDER_STATUS;
const ALL = ['order:create:feature', 'payment.document.receipt:upload'];

describe('order actions by status, tag and permission', () => {
  it.each([
    [DEPOSIT, [], ['edit', 'cancel', 'sendLink', 'uploadReceipt']],
    [CONFIRMED, [], ['edit', 'cancel']],
    [VERIFIED, [], ['cancel', 'revert']],
    [TRANSIT, [], ['revert']],
    [CANCEL, [], []],
    [DELIVERED, [ORDER_TAG.PAID], []],
    [CONFIRMED, [ORDER_TAG.PAID], ['edit', 'cancel', 'verify']],
    [CONFIRMED, [ORDER_TAG.OVERPAID], ['edit', 'cancel', 'verify']],
    [DEPOSIT, [ORDER_TAG.WAITING_FOR_PAYMENT], ['edit', 'cancel', 'sendLink', 'setReminder', 'uploadReceipt']],
    [CONFIRMED, [ORDER_TAG.WAITING_FOR_PAYMENT], ['edit', 'cancel']],
    [DEPOSIT, [ORDER_TAG.PAID], ['edit', 'cancel', 'sendLink', 'verify', 'uploadReceipt']],
  ] as const)('ORDER-14..21 status %i with tags %j offers %j', (status, tags, expected) => {
    expect(availableOrderActions({ status, tags }, ALL)).toEqual(expected);
  });

  it('ORDER-21 receipt upload needs payment.document.receipt:upload; the others order:create:feature', () => {
    expect(availableOrderActions({ status: DEPOSIT, tags: [] }, ['payment.document.receipt:upload'])).toEqual([
      'uploadReceipt',
    ]);
    expect(availableOrderActions({ status: DEPOSIT, tags: [] }, ['order:create:feature'])).not.toContain(
      'uploadReceipt',
    );
    expect(availableOrderActions({ status: DEPOSIT, tags: [] }, ['read:report'])).toEqual([]);
  });

  it('ORDER-20 in Deposit a tag rule is met by its tag alone', () => {
    expect(orderActionAllowed('verify', DEPOSIT, [ORDER_TAG.PAID])).toBe(true);
    expect(orderActionAllowed('verify', DEPOSIT, [])).toBe(false);
  });
});
