import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configuredTransports } from '../../platform/messaging/configured-transports.js';
import { loadMessagingSetting } from '../../platform/messaging/messaging-config.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { createLead, seedOrder } from '../../testing/order-fixtures.js';
import { type StandIn, startTwilioStandIn, TWILIO_TEST } from '../../testing/provider-stand-ins.js';
import { insertTestOrder } from '../../testing/search-fixtures.js';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server.js';
import { deliverDueMessages } from './messages.js';
import { deliverDueMails } from './order-sheet.js';

let t: TestBackoffice;
let twilio: StandIn;
let smtp: TestSmtpServer;
let admin: Record<string, string>;
const API = '/module/orders/api/v1';

beforeAll(async () => {
  [twilio, smtp] = await Promise.all([startTwilioStandIn(), startSmtpServer()]);
  const messaging = loadMessagingSetting({
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: TWILIO_TEST.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO_TEST.authToken,
    TWILIO_FROM: TWILIO_TEST.from,
    TWILIO_API_URL: twilio.baseUrl,
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Umbrella <no-reply@umbrella.example>',
  });
  t = await buildTestBackoffice({ config: { messaging } });
  admin = await t.auth('admin');
});
afterAll(async () => {
  await t.close();
  await Promise.all([twilio.close(), smtp.close()]);
});

async function depositOrder() {
  const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO' });
  return seedOrder(t.db, { status: ORDER_STATUS.DEPOSIT, leadId });
}

const sendLink = (shortCode: string, phone: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/orders/payment-link`,
    headers: { ...admin, 'idempotency-key': randomUUID() },
    payload: { shortCode, regionId: 'pe-central', phone },
  });

const linkEvents = async (orderId: number) =>
  (
    (await t.app.inject({ url: `${API}/orders/${orderId}/events`, headers: admin })).json() as { action: string }[]
  ).filter((e) => e.action === 'SEND_PAYMENT_INSTRUCTION');

describe('customer messages through the configured providers', () => {
  it('the payment link goes to Twilio as an SMS and its event shows it sent, with the provider', async () => {
    const order = await depositOrder();
    expect((await sendLink(order.shortCode, '+51911122233')).statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect(await linkEvents(order.id)).toEqual([
        expect.objectContaining({
          delivery: expect.objectContaining({ status: 'sent', transport: 'twilio', reason: null }),
        }),
      ]);
    });
    const sms = new URLSearchParams(twilio.accepted.at(-1)?.body);
    expect(sms.get('To')).toBe('+51911122233');
    expect(sms.get('Body')).toContain(order.shortCode);
  });

  it("a refused message is failed at once with Twilio's reason on the order's events; a provider outage leaves it queued with the reason", async () => {
    const order = await depositOrder();
    twilio.failNext({ status: 400, body: { code: 21610, message: 'Attempt to send to unsubscribed recipient' } });
    await sendLink(order.shortCode, '+51911122233');
    await vi.waitFor(async () => {
      expect((await linkEvents(order.id))[0]).toMatchObject({
        delivery: {
          status: 'failed',
          attempts: 1,
          reason: 'Twilio 400: Attempt to send to unsubscribed recipient (code 21610)',
        },
      });
    });
    twilio.failNext({ status: 503, body: { code: 20500, message: 'Internal Server Error' } });
    await sendLink(order.shortCode, '+51922233344');
    await vi.waitFor(async () => {
      expect((await linkEvents(order.id))[0]).toMatchObject({
        delivery: { status: 'pending', attempts: 1, reason: 'Twilio 503: Internal Server Error (code 20500)' },
      });
    });
    // Once due again, the deliverer's next round sends it.
    await t.db
      .updateTable('order_messages')
      .set({ next_attempt_at: new Date(0) })
      .where('status', '=', 'pending')
      .execute();
    await deliverDueMessages(t.db, configuredTransports(t.backoffice.config.messaging).messages);
    expect((await linkEvents(order.id))[0]).toMatchObject({ delivery: { status: 'sent', attempts: 2, reason: null } });
  });

  it('SEARCH-28 the order sheet by e-mail goes out over SMTP with the .xlsx attached', async () => {
    await insertTestOrder(t.db, { shortCode: 'MPT-100-001', createdAt: new Date(Date.now() - 4 * 3600_000) });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/orders/sheet`,
      headers: await t.auth('manager', { regionIds: ['pe-central'], features: [] }),
      payload: {
        email: 'marta@umbrella.example',
        command: {
          period: { from: new Date(Date.now() - 12 * 3600_000).toISOString(), to: new Date().toISOString() },
          filters: { text: 'MPT' },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows: 1, status: 'sent' });
    const mail = smtp.received.at(-1);
    expect(mail?.envelopeTo).toEqual(['marta@umbrella.example']);
    expect(mail?.subject).toBe('Orders sheet (1 orders)');
    expect(mail?.attachments[0]).toMatchObject({
      filename: expect.stringMatching(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });

  it("a sheet the mail server refuses answers failed with its reply; one it defers answers pending and goes out on the job's next round", async () => {
    const manager = await t.auth('manager', { regionIds: ['pe-central'], features: [] });
    const sheet = () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/orders/sheet`,
        headers: manager,
        payload: { email: 'marta@umbrella.example', command: { filters: { text: 'MPT' } } },
      });
    smtp.reject({ code: 550, message: 'Mailbox unavailable' });
    expect((await sheet()).json()).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/^SMTP 550: .*Mailbox unavailable/),
    });
    smtp.reject({ code: 451, message: 'Try again later' });
    const deferred = (await sheet()).json();
    expect(deferred).toMatchObject({ status: 'pending', reason: expect.stringContaining('Try again later') });
    smtp.reject(null);
    const received = smtp.received.length;
    await t.db
      .updateTable('outbox_mails')
      .set({ next_attempt_at: new Date(0) })
      .where('id', '=', deferred.mailId)
      .execute();
    expect(await deliverDueMails(t.db, configuredTransports(t.backoffice.config.messaging).mail)).toBe(1);
    expect(smtp.received).toHaveLength(received + 1);
    const mails = (await t.app.inject({ url: `${API}/mails`, headers: manager })).json();
    expect(mails[0]).toMatchObject({ id: deferred.mailId, status: 'sent', transport: 'smtp' });
  });
});
