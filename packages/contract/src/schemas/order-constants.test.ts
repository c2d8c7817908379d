import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../enums.js';
import { REGIONS } from '../regions.js';
import { BlacklistAddBody } from './blacklist.js';
import { DELIVERY_PROVIDERS } from './delivery.js';
import { CreateDocumentBody } from './documents.js';
import { availableOrderActions, CHAT_TICKET_STATUSES, ORDER_TAG, REVERT_COMMENT } from './order-desk.js';
import { EDIT_PHONE_PATTERN } from './order-edit.js';
import { OrderSearchFilters } from './order-search.js';
import {
  DEFAULT_NOTIFICATION_TYPE,
  NotificationInfo,
  ORDER_EVENT_ACTIONS,
  ORDER_LIMITS,
  ORDER_PHONE_PATTERN,
  OrderEventDto,
  PAYMENT_METHODS,
  PhoneChangeBody,
} from './orders.js';
import { DIRECT_PAYMENT_RECEIPT, PAYMENT_DOCUMENT_STATUSES } from './payments.js';
import { RECONCILIATION_STATUSES, ReconciliationReportsQuery } from './reconciliation.js';
import { SYSTEM_TAGS, TAG_TYPES, TagDto } from './tags.js';

const text = (length: number) => 'x'.repeat(length);

describe('order constants (spec 2 §9)', () => {
  it('OCONST-01 the regions are pe-central (Peru), cl-central (Chile), co-central (Colombia) and mx-central (Mexico)', () => {
    expect(Object.fromEntries(REGIONS.map((r) => [r.id, r.name]))).toEqual({
      'pe-central': 'Peru',
      'cl-central': 'Chile',
      'co-central': 'Colombia',
      'mx-central': 'Mexico',
    });
  });

  it('OCONST-02 the order status numbers by name', () => {
    expect(ORDER_STATUS).toEqual({
      SUBMIT: 0,
      NO_ANSWER: 1,
      RECALL: 2,
      CANCEL: 3,
      CANCEL_NOT_INTERESTED: 4,
      CONFIRMED: 5,
      SPAM: 6,
      TRANSIT: 7,
      REFUSED: 8,
      DELIVERED: 9,
      CLAIMED: 10,
      HOLD: 20,
      BUSY: 21,
      VERIFIED: 30,
      DEPOSIT: 40,
      CANCEL_ON_DELIVERY: 50,
      SCHEDULED: 60,
      ON_THE_WAY: 70,
      RECEIVED_BY_CLIENT: 80,
      REFUSED_BY_CLIENT: 90,
    });
  });

  it('OCONST-03 the order actions are edit, cancel, send link, verify, revert and set-reminder; events are of five action types', () => {
    const offered = new Set<string>();
    const tagSets = [[], [ORDER_TAG.PAID], [ORDER_TAG.WAITING_FOR_PAYMENT]];
    for (const status of Object.values(ORDER_STATUS)) {
      for (const tags of tagSets) {
        for (const action of availableOrderActions({ status, tags }, ['order:create:feature'])) offered.add(action);
      }
    }
    expect([...offered].sort()).toEqual(['cancel', 'edit', 'revert', 'sendLink', 'setReminder', 'verify']);
    expect(ORDER_EVENT_ACTIONS).toEqual([
      'CHANGE_STATUS',
      'SEND_PAYMENT_INSTRUCTION',
      'UPDATE',
      'COPY_ORDER',
      'SEND_NOTIFICATION',
    ]);
    const event = { id: 1, status: 5, whoDid: null, accountId: null, created: '2026-01-01T00:00:00Z', details: {} };
    for (const action of ORDER_EVENT_ACTIONS) expect(Value.Check(OrderEventDto, { ...event, action })).toBe(true);
    expect(Value.Check(OrderEventDto, { ...event, action: 'DELETE' })).toBe(false);
  });

  it('OCONST-04 the order tags ORDER_PAID, ORDER_OVERPAID and WAITING_FOR_PAYMENT are system tags; tags are user or system', () => {
    const payment = SYSTEM_TAGS.filter((tag) =>
      ['ORDER_PAID', 'ORDER_OVERPAID', 'WAITING_FOR_PAYMENT'].includes(tag.value),
    );
    expect(payment.map((tag) => tag.value).sort()).toEqual(['ORDER_OVERPAID', 'ORDER_PAID', 'WAITING_FOR_PAYMENT']);
    expect(Object.values(ORDER_TAG).sort()).toEqual(['ORDER_OVERPAID', 'ORDER_PAID', 'WAITING_FOR_PAYMENT']);
    expect(TAG_TYPES).toEqual(['user', 'system']);
    const tag = { id: 1, value: 'VIP', title: 'VIP', color: 'gold', category: 'customer', regionId: 'pe-central' };
    expect(Value.Check(TagDto, { ...tag, type: 'user' })).toBe(true);
    expect(Value.Check(TagDto, { ...tag, type: 'system' })).toBe(true);
    expect(Value.Check(TagDto, { ...tag, type: 'team' })).toBe(false);
  });

  it('OCONST-05 payment methods deposit and payOnDelivery; notifications by Sms or Whatsapp, Whatsapp by default', () => {
    expect(PAYMENT_METHODS).toEqual(['deposit', 'payOnDelivery']);
    expect(DEFAULT_NOTIFICATION_TYPE).toBe('Whatsapp');
    expect(Value.Check(NotificationInfo, { value: null, notificationType: 'Sms' })).toBe(true);
    expect(Value.Check(NotificationInfo, { value: null, notificationType: 'Whatsapp' })).toBe(true);
    expect(Value.Check(NotificationInfo, { value: null, notificationType: 'Email' })).toBe(false);
  });

  it('OCONST-06 payment documents are pending, approved or declined; delivery reports PENDING, APPROVED, DECLINED or APPROVED_WITH_WARNINGS; chat tickets enqueued, assigned or completed', () => {
    expect(PAYMENT_DOCUMENT_STATUSES).toEqual(['pending', 'approved', 'declined']);
    expect(RECONCILIATION_STATUSES).toEqual(['PENDING', 'APPROVED', 'DECLINED', 'APPROVED_WITH_WARNINGS']);
    expect(Value.Check(ReconciliationReportsQuery, { status: 'APPROVED_WITH_WARNINGS' })).toBe(true);
    expect(Value.Check(ReconciliationReportsQuery, { status: 'WARNED' })).toBe(false);
    expect(CHAT_TICKET_STATUSES).toEqual(['enqueued', 'assigned', 'completed']);
  });

  it('OCONST-08 the revert comment and the receipt upload doctype', () => {
    expect(REVERT_COMMENT).toBe('No comment, reverted from UI');
    expect(DIRECT_PAYMENT_RECEIPT).toBe('DIRECT_PAYMENT_RECEIPT');
  });

  it('OCONST-09 maximum lengths: full name 85, address reference 300, DNI 8, document additionalInfo 100, blacklist comment 80, search box 42', () => {
    expect(ORDER_LIMITS).toMatchObject({ fullName: 85, addressReference: 300, dni: 8 });
    const shalom = DELIVERY_PROVIDERS.find((p) => p.code === 'SHALOM');
    expect(shalom?.rules.comments).toEqual({ label: 'DNI', max: 8 });
    const document = { type: 'quality check', assigned: 1, reportTo: 2, linkedObject: 3 };
    expect(Value.Check(CreateDocumentBody, { ...document, additionalInfo: text(100) })).toBe(true);
    expect(Value.Check(CreateDocumentBody, { ...document, additionalInfo: text(101) })).toBe(false);
    expect(Value.Check(BlacklistAddBody, { phone: '+51987654321', comment: text(80) })).toBe(true);
    expect(Value.Check(BlacklistAddBody, { phone: '+51987654321', comment: text(81) })).toBe(false);
    expect(Value.Check(OrderSearchFilters, { text: text(42) })).toBe(true);
    expect(Value.Check(OrderSearchFilters, { text: text(43) })).toBe(false);
  });

  it('OCONST-10 street address and comments: 85 with Olva, otherwise 300; Chilexpress address 80', () => {
    const rules = (code: string) => DELIVERY_PROVIDERS.find((p) => p.code === code)?.rules;
    expect(rules('OLVA')).toMatchObject({ addressMax: 85, comments: { label: 'comments', max: 85 } });
    expect(rules('CHILEXPRESS')).toMatchObject({ addressMax: 80 });
    for (const code of ['STARKEN', 'BLUEX', 'DTK']) {
      expect(rules(code), code).toMatchObject({ addressMax: 300, comments: { label: 'comments', max: 300 } });
    }
    expect(ORDER_LIMITS).toMatchObject({ address: 300, comments: 300 });
  });

  it('OCONST-12 phones of Chile (+56), Peru (+51) and Colombia (+57); the edit and payment-instruction phone is +, a digit 1–9, then 10 to 14 digits', () => {
    const prefix = (id: string) => REGIONS.find((r) => r.id === id)?.phonePrefix;
    expect([prefix('cl-central'), prefix('pe-central'), prefix('co-central')]).toEqual(['+56', '+51', '+57']);
    for (const phone of ['+56912345678', '+51987654321', '+573001234567']) {
      expect(Value.Check(PhoneChangeBody, { phone }), phone).toBe(true);
    }
    expect(Value.Check(PhoneChangeBody, { phone: '+44987654321' })).toBe(false);
    const edit = new RegExp(EDIT_PHONE_PATTERN);
    expect(edit.test('+51987654321')).toBe(true); // 1 + 10 digits
    expect(edit.test('+519876543210123')).toBe(true); // 1 + 14 digits
    expect(edit.test('+5198765432')).toBe(false); // 1 + 9 digits
    expect(edit.test('+5198765432101234')).toBe(false); // 1 + 15 digits
    expect(edit.test('+01987654321')).toBe(false); // first digit 0
    expect(edit.test('51987654321')).toBe(false); // no +
    expect(new RegExp(ORDER_PHONE_PATTERN).test('+51987654321')).toBe(true);
  });
});
