import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../enums.js';
import { REGIONS } from '../regions.js';
import { BlacklistAddBody } from './blacklist.js';
import { DELIVERY_PROVIDERS } from './delivery.js';
import { CreateDocumentBody } from './documents.js';
import { availableOrderActions, ChatTicketDto, ORDER_TAG } from './order-desk.js';
import { EDIT_PHONE_PATTERN } from './order-edit.js';
import { OrderSearchFilters } from './order-search.js';
import { NotificationInfo, ORDER_PHONE_PATTERN, OrderEventDto, OrderPayload, PhoneChangeBody } from './orders.js';
import { PaymentDocumentDto } from './payments.js';
import { ReconciliationReportsQuery } from './reconciliation.js';
import { SYSTEM_TAGS, TagDto } from './tags.js';

const text = (length: number) => 'x'.repeat(length);
/** Whether the schema takes a text of that length. */
const within = (schema: TSchema, length: number) => Value.Check(schema, text(length));
const T = '2026-01-01T00:00:00Z';
const PAYMENT_DOCUMENT = {
  paymentDocumentId: 1,
  orderId: 77,
  orderShortCode: 'DEP-000-001',
  regionId: 'pe-central',
  created: T,
  createdBy: null,
  source: 'upload',
  documentLink: null,
  contentType: null,
  paymentProviderId: null,
  paymentProviderName: null,
  paymentDate: null,
  amount: null,
  bankTransactionNumber: null,
  comments: null,
  decidedBy: null,
  decidedAt: null,
};

describe('order constants (spec 2 §9)', () => {
  it('OCONST-01 the regions are pe-central (Peru), cl-central (Chile), co-central (Colombia) and mx-central (Mexico)', () => {
    expect(Object.fromEntries(REGIONS.map((r) => [r.id, r.name]))).toEqual({
      'pe-central': 'Peru',
      'cl-central': 'Chile',
      'co-central': 'Colombia',
      'mx-central': 'Mexico',
    });
  });

  // OCONST-02 (the status numbers by name) is proven where they are used: the back-office's
  // status_name for each number and the order sheet's label (workspace/leads/__tests__/constants.test.ts).

  it('OCONST-03 the order actions are edit, cancel, send link, verify, revert and set-reminder; events are of five action types', () => {
    const offered = new Set<string>();
    const tagSets = [[], [ORDER_TAG.PAID], [ORDER_TAG.WAITING_FOR_PAYMENT]];
    for (const status of Object.values(ORDER_STATUS)) {
      for (const tags of tagSets) {
        for (const action of availableOrderActions({ status, tags }, ['order:create:feature'])) offered.add(action);
      }
    }
    expect([...offered].sort()).toEqual(['cancel', 'edit', 'revert', 'sendLink', 'setReminder', 'verify']);
    const event = { id: 1, status: 5, whoDid: null, accountId: null, created: '2026-01-01T00:00:00Z', details: {} };
    for (const action of ['CHANGE_STATUS', 'SEND_PAYMENT_INSTRUCTION', 'UPDATE', 'COPY_ORDER', 'SEND_NOTIFICATION']) {
      expect(Value.Check(OrderEventDto, { ...event, action }), action).toBe(true);
    }
    expect(Value.Check(OrderEventDto, { ...event, action: 'DELETE' })).toBe(false);
  });

  it('OCONST-04 the order tags ORDER_PAID, ORDER_OVERPAID and WAITING_FOR_PAYMENT are system tags; tags are user or system', () => {
    const payment = SYSTEM_TAGS.filter((tag) =>
      ['ORDER_PAID', 'ORDER_OVERPAID', 'WAITING_FOR_PAYMENT'].includes(tag.value),
    );
    expect(payment.map((tag) => tag.value).sort()).toEqual(['ORDER_OVERPAID', 'ORDER_PAID', 'WAITING_FOR_PAYMENT']);
    expect(Object.values(ORDER_TAG).sort()).toEqual(['ORDER_OVERPAID', 'ORDER_PAID', 'WAITING_FOR_PAYMENT']);
    const tag = { id: 1, value: 'VIP', title: 'VIP', color: 'gold', category: 'customer', regionId: 'pe-central' };
    expect(Value.Check(TagDto, { ...tag, type: 'user' })).toBe(true);
    expect(Value.Check(TagDto, { ...tag, type: 'system' })).toBe(true);
    expect(Value.Check(TagDto, { ...tag, type: 'team' })).toBe(false);
  });

  it('OCONST-05 notifications go by Sms or Whatsapp', () => {
    // The methods offered and Whatsapp by default are shown by the web's address-state and
    // order-modal (ONEW-100..103) tests.
    expect(Value.Check(NotificationInfo, { value: null, notificationType: 'Sms' })).toBe(true);
    expect(Value.Check(NotificationInfo, { value: null, notificationType: 'Whatsapp' })).toBe(true);
    expect(Value.Check(NotificationInfo, { value: null, notificationType: 'Email' })).toBe(false);
  });

  it('OCONST-06 payment documents are pending, approved or declined; delivery reports PENDING, APPROVED, DECLINED or APPROVED_WITH_WARNINGS; chat tickets enqueued, assigned or completed', () => {
    const accepts = (schema: TSchema, make: (value: string) => unknown) => (value: string) =>
      Value.Check(schema, make(value));
    const document = accepts(PaymentDocumentDto, (status) => ({ ...PAYMENT_DOCUMENT, status }));
    expect(['pending', 'approved', 'declined', 'reviewed'].map(document)).toEqual([true, true, true, false]);
    const report = accepts(ReconciliationReportsQuery, (status) => ({ status }));
    expect(['PENDING', 'APPROVED', 'DECLINED', 'APPROVED_WITH_WARNINGS', 'WARNED'].map(report)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    const ticket = accepts(ChatTicketDto, (status) => ({ status, assignee: null, createdAt: T, ticketUrl: 'u' }));
    expect(['enqueued', 'assigned', 'completed', 'closed'].map(ticket)).toEqual([true, true, true, false]);
  });

  // OCONST-08: the revert comment is the one recorded when the page sends none (back-office
  // order-desk routes.test, ORDER-16), the doctype the receipt upload's header (s3-receipts.test).

  it('OCONST-09 maximum lengths: full name 85, address reference 300, DNI 8, document additionalInfo 100, blacklist comment 80, search box 42', () => {
    // The DNI's 8 is the back-office's Shalom rule (orders routes.test); the others are the payload's.
    expect(within(OrderPayload.properties.fullName, 85)).toBe(true);
    expect(within(OrderPayload.properties.fullName, 86)).toBe(false);
    expect(within(OrderPayload.properties.address2, 300)).toBe(true);
    expect(within(OrderPayload.properties.address2, 301)).toBe(false);
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
    for (const field of ['address', 'comments'] as const) {
      expect(within(OrderPayload.properties[field], 300), field).toBe(true);
      expect(within(OrderPayload.properties[field], 301), field).toBe(false);
    }
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
