/**
 * Issue 18: another region's id must answer exactly as a missing id (404, same body), so ids
 * cannot be enumerated across regions (decision 1034). Walks every route that looks a record up
 * by an id of a region-scoped record, as a caller of another region with every permission.
 */
import { ORDER_STATUS, PERMISSIONS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../testing/build.js';
import {
  accountId,
  addressIdOf,
  claimLeadTask,
  createLead,
  createPeruOrder,
  productId,
} from '../testing/order-fixtures.js';
import { insertOutcomeOrder } from '../testing/payslip-fixtures.js';
import { firstProviderId } from '../testing/search-fixtures.js';

const MISSING = 2_147_483_000;
const MISSING_OFFER = 'PE-NO-SUCH-OFFER';
const MISSING_SHORT_CODE = 'NO-SUCH-CODE';

let t: TestBackoffice;
let chile: Record<string, string>;
let peru: {
  leadId: number;
  taskId: number;
  orderId: number;
  shortCode: string;
  commentId: number;
  offerId: string;
  colageno: number;
  address: number;
  blacklist: number;
  holiday: number;
  script: number;
  version: number;
  group: number;
  place: number;
  document: number;
  account: number;
  attachment: number;
  report: number;
  guarantee: number;
  discrepancy: number;
  qualityForm: number;
  qualityCall: number;
  evaluation: number;
};

beforeAll(async () => {
  t = await buildTestBackoffice();
  chile = await t.auth('agent2', { permissions: [...PERMISSIONS], regionIds: ['cl-central'], features: [] });
  const agent = await t.auth('agent', { features: [] });
  const orderLead = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', offerId: 'PE-COLAGENO-LMX' });
  await claimLeadTask(t.db, orderLead, 'agent');
  const order = await createPeruOrder(t, agent, orderLead);
  const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', offerId: 'PE-COLAGENO-LMX' });
  const taskId = await claimLeadTask(t.db, leadId, 'agent');
  const comment = await t.app.inject({
    method: 'POST',
    url: `/module/orders/api/v1/orders/${order.id}/comments`,
    headers: { ...(await t.auth('agent', { permissions: [...PERMISSIONS] })), 'idempotency-key': 'peru-comment' },
    payload: { commentText: 'Llamar después de las 18:00' },
  });
  peru = {
    leadId,
    taskId,
    orderId: order.id,
    shortCode: order.short_code,
    commentId: comment.json().id,
    offerId: 'PE-COLAGENO-LMX',
    colageno: await productId(t.db, 'PE-COLAGENO'),
    address: await addressIdOf(t.db, 'PE', 'Miraflores'),
    blacklist: (
      await t.db
        .insertInto('phone_blacklist')
        .values({ phone: '+51900000999', region_id: 'pe-central' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    holiday: (
      await t.db
        .insertInto('delivery_holidays')
        .values({ provider_id: await firstProviderId(t.db, 'pe-central'), dates: '["2027-01-01"]' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    ...(await peruScript()),
    group: (
      await t.db.selectFrom('groups').select('id').where('region_id', '=', 'pe-central').executeTakeFirstOrThrow()
    ).id,
    place: (
      await t.db
        .selectFrom('delivery_places')
        .select('id')
        .where('provider_id', '=', await firstProviderId(t.db, 'pe-central'))
        .executeTakeFirstOrThrow()
    ).id,
    document: await peruDocument(order.id),
    account: await peruOnlyAccount(),
    attachment: 0,
    report: (
      await t.db
        .insertInto('delivery_reports')
        .values({
          provider_id: 1,
          region_id: 'pe-central',
          file_name: 'olva.xlsx',
          file_key: 'delivery-reports/peru.xlsx',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    guarantee: await peruGuarantee(),
    discrepancy: 0,
    ...(await peruQuality(leadId)),
  };
  peru.attachment = await peruAttachment(peru.document);
  peru.discrepancy = (
    await t.db
      .insertInto('delivery_discrepancies')
      .values({
        report_id: peru.report,
        provider_id: 1,
        region_id: 'pe-central',
        row_number: 2,
        short_code: 'QQQ-404-404',
        status: 'DELIVERED',
        problem: 'there is no order QQQ-404-404',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

/** A Peruvian product's evaluation form, a recorded call of a Peruvian lead and its evaluation. */
async function peruQuality(leadId: number) {
  const admin = await t.auth('admin');
  const colageno = await productId(t.db, 'PE-COLAGENO');
  const form = await t.app.inject({
    method: 'POST',
    url: `${Q}/forms`,
    headers: admin,
    payload: { name: 'Llamada de venta', productId: colageno, sections: QUALITY_SECTIONS },
  });
  const call = await t.db
    .insertInto('call_records')
    .values({
      account_id: await accountId(t.db, 'agent'),
      lead_id: leadId,
      region_id: 'pe-central',
      product_id: colageno,
      bill_sec: 42,
      audio_src: `call-${leadId}-0123456789abcdef.wav`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const evaluation = await t.app.inject({
    method: 'POST',
    url: `${Q}/evaluations`,
    headers: admin,
    payload: {
      callRecordId: call.id,
      formVersionId: form.json().version.id,
      answers: [{ questionId: '1.1', value: 1 }],
      comments: [],
    },
  });
  expect(evaluation.statusCode, evaluation.body).toBe(201);
  return { qualityForm: form.json().id as number, qualityCall: call.id, evaluation: evaluation.json().id as number };
}

/** An account working in Peru only (the profile's id routes). */
async function peruOnlyAccount() {
  const row = await t.db
    .insertInto('accounts')
    .values({
      username: 'peru-only',
      password_hash: 'x',
      name: 'Solo',
      surname: 'Perú',
      email: 'peru-only@umbrella.example',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('account_regions').values({ account_id: row.id, region_id: 'pe-central' }).execute();
  return row.id;
}

/** A Peruvian guarantee row of a computed set (the guarantees module's id routes). */
async function peruGuarantee() {
  const set = await t.db
    .insertInto('guarantee_sets')
    .values({ period_from: '2024-01-01', period_to: '2024-01-31', computed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const webmaster = await t.db.selectFrom('webmasters').select('id').executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('guarantee_set_rows')
    .values({
      set_id: set.id,
      offer_id: 'PE-COLAGENO-LMX',
      webmaster_id: webmaster.id,
      guarantee_value: 30,
      total_leads: 0,
      approved_leads: 0,
      leads_to_approve: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A Peruvian document about the order (the documents module's id routes). */
async function peruDocument(orderId: number) {
  const agentId = (
    await t.db.selectFrom('accounts').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow()
  ).id;
  const res = await t.app.inject({
    method: 'POST',
    url: '/module/documents/documents',
    headers: await t.auth('support'),
    payload: { type: 'delivery_complain', assigned: agentId, reportTo: agentId, linkedObject: orderId },
  });
  return res.json().id as number;
}

/** A PDF attached to the Peruvian document (the attachments' id routes). */
async function peruAttachment(documentId: number) {
  const headers = await t.auth('support');
  const link = (
    await t.app.inject({
      method: 'POST',
      url: '/module/documents/attachments/request-url',
      headers,
      payload: { regionId: 'pe-central', contentType: 'application/pdf' },
    })
  ).json() as { path: string; url: string };
  const at = new URL(link.url);
  await t.app.inject({
    method: 'PUT',
    url: `${at.pathname}${at.search}`,
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from('%PDF-1.7\n%%EOF\n'),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/module/documents/attachments',
    headers,
    payload: { documentId, path: link.path, mediaType: 'application/pdf', name: 'guia.pdf' },
  });
  return res.json().id as number;
}

/** A Peruvian script with a draft version (the scripts editor's and confirmation's id routes). */
async function peruScript() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/module/scripts/api/v1/scripts',
    headers: await t.auth('admin'),
    payload: { productId: await productId(t.db, 'PE-COLAGENO'), name: 'Guion', content: '<p>Hola</p>' },
  });
  return { script: res.json().scriptId as number, version: res.json().lastCreatedScriptVersion.id as number };
}
afterAll(() => t.close());

type Ids = {
  lead: number;
  task: number;
  order: number;
  shortCode: string;
  comment: number;
  offer: string;
  address: number;
  blacklist: number;
  holiday: number;
  script: number;
  version: number;
  group: number;
  place: number;
  document: number;
  account: number;
  attachment: number;
  report: number;
  guarantee: number;
  discrepancy: number;
  qualityForm: number;
  qualityCall: number;
  evaluation: number;
};
type Probe = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  url: (ids: Ids) => string;
  body?: (ids: Ids) => object;
};

const L = '/module/leads';
const G = '/module/account/api/v1/groups';
const Q = '/module/quality/api/v1';
const QUALITY_SECTIONS = [
  {
    title: 'Cierre',
    questions: [{ text: 'Confirmó la dirección', kind: 'yesNo', weight: 1, allowNa: false, critical: true }],
  },
];
const probes: Probe[] = [
  {
    method: 'GET',
    route: '/module/delivery/api/v1/addresses/{addressId}',
    url: (i) => `/module/delivery/api/v1/addresses/${i.address}`,
  },
  {
    method: 'GET',
    route: '/module/catalog/api/v1/regions/by-lead/{leadId}',
    url: (i) => `/module/catalog/api/v1/regions/by-lead/${i.lead}`,
  },
  {
    method: 'GET',
    route: '/module/catalog/api/v1/discounts/by-offer/{offerId}',
    url: (i) => `/module/catalog/api/v1/discounts/by-offer/${i.offer}`,
  },
  {
    method: 'GET',
    route: '/module/catalog/api/v1/discounts/by-lead/{leadId}',
    url: (i) => `/module/catalog/api/v1/discounts/by-lead/${i.lead}`,
  },
  {
    method: 'POST',
    route: '/module/orders/api/v1/orders/calculate',
    url: () => '/module/orders/api/v1/orders/calculate',
    body: (i) => ({ leadId: i.lead, productIdToQuantity: { [peru.colageno]: 1 } }),
  },
  {
    method: 'GET',
    route: '/module/tasks/api/v1/tasks/{taskId}/executions',
    url: (i) => `/module/tasks/api/v1/tasks/${i.task}/executions`,
  },
  {
    method: 'POST',
    route: '/module/tasks/api/v1/tasks/skip',
    url: () => '/module/tasks/api/v1/tasks/skip',
    body: (i) => ({ taskId: i.task, comment: 'x' }),
  },
  { method: 'GET', route: `${L}/forms/check-form/{id}`, url: (i) => `${L}/forms/check-form/${i.lead}` },
  {
    method: 'POST',
    route: `${L}/leads/claim-by-id`,
    url: () => `${L}/leads/claim-by-id`,
    body: (i) => ({ leadId: i.lead }),
  },
  {
    method: 'POST',
    route: `${L}/leads/fetch-by-id`,
    url: () => `${L}/leads/fetch-by-id`,
    body: (i) => ({ leadId: i.lead }),
  },
  {
    method: 'POST',
    route: `${L}/leads/change-status`,
    url: () => `${L}/leads/change-status`,
    body: (i) => ({ leadId: i.lead, status: 1 }),
  },
  {
    method: 'POST',
    route: `${L}/api/v1/logs`,
    url: () => `${L}/api/v1/logs`,
    body: (i) => ({ leadId: i.lead, action: 'LEAD_OPENED' }),
  },
  { method: 'POST', route: `${L}/api/v1/phones/lead/{id}`, url: (i) => `${L}/api/v1/phones/lead/${i.lead}` },
  { method: 'POST', route: `${L}/api/v1/phones/order/{id}`, url: (i) => `${L}/api/v1/phones/order/${i.order}` },
  { method: 'GET', route: `${L}/api/v1/leads/{leadId}/details`, url: (i) => `${L}/api/v1/leads/${i.lead}/details` },
  {
    method: 'GET',
    route: '/module/orders/api/v1/orders/{orderId}',
    url: (i) => `/module/orders/api/v1/orders/${i.order}`,
  },
  {
    method: 'GET',
    route: '/module/orders/api/v1/orders/{orderId}/events',
    url: (i) => `/module/orders/api/v1/orders/${i.order}/events`,
  },
  {
    method: 'GET',
    route: '/module/orders/api/v1/orders/{orderId}/lead-events',
    url: (i) => `/module/orders/api/v1/orders/${i.order}/lead-events`,
  },
  {
    method: 'POST',
    route: '/module/orders/api/v1/orders/{orderId}/cancel',
    url: (i) => `/module/orders/api/v1/orders/${i.order}/cancel`,
    body: () => ({ comment: 'x' }),
  },
  {
    method: 'POST',
    route: '/module/orders/api/v1/orders/{orderId}/revert',
    url: (i) => `/module/orders/api/v1/orders/${i.order}/revert`,
    body: () => ({}),
  },
  {
    method: 'GET',
    route: '/module/orders/api/v1/orders/{orderId}/comments',
    url: (i) => `/module/orders/api/v1/orders/${i.order}/comments`,
  },
  {
    method: 'POST',
    route: '/module/orders/api/v1/orders/{orderId}/comments',
    url: (i) => `/module/orders/api/v1/orders/${i.order}/comments`,
    body: () => ({ commentText: 'x' }),
  },
  {
    method: 'PUT',
    route: '/module/orders/api/v1/comments/{commentId}',
    url: (i) => `/module/orders/api/v1/comments/${i.comment}`,
    body: () => ({ newCommentText: 'y' }),
  },
  {
    method: 'DELETE',
    route: '/module/orders/api/v1/comments/{commentId}',
    url: (i) => `/module/orders/api/v1/comments/${i.comment}`,
  },
  {
    method: 'GET',
    route: '/module/orders/api/v1/reminders/{shortCode}',
    url: (i) => `/module/orders/api/v1/reminders/${i.shortCode}`,
  },
  {
    method: 'PUT',
    route: '/module/orders/api/v1/reminders/{shortCode}',
    url: (i) => `/module/orders/api/v1/reminders/${i.shortCode}`,
    body: () => ({ callAt: new Date(Date.now() + 86_400_000).toISOString() }),
  },
  {
    method: 'DELETE',
    route: '/module/orders/api/v1/reminders/{shortCode}',
    url: (i) => `/module/orders/api/v1/reminders/${i.shortCode}`,
  },
  {
    method: 'GET',
    route: '/module/orders/api/v1/chat-tickets/{shortCode}',
    url: (i) => `/module/orders/api/v1/chat-tickets/${i.shortCode}`,
  },
  {
    method: 'PUT',
    route: '/module/orders/api/v1/orders/{orderId}/phone',
    url: (i) => `/module/orders/api/v1/orders/${i.order}/phone`,
    body: () => ({ phone: '+51987654322' }),
  },
  {
    method: 'DELETE',
    route: `${L}/api/v1/blacklist/delete/{id}`,
    url: (i) => `${L}/api/v1/blacklist/delete/${i.blacklist}`,
  },
  {
    method: 'DELETE',
    route: '/module/delivery/api/v1/holidays/{id}',
    url: (i) => `/module/delivery/api/v1/holidays/${i.holiday}`,
  },
  {
    method: 'GET',
    route: '/module/orders/api/v1/orders/{orderId}/provider-comments',
    url: (i) => `/module/orders/api/v1/orders/${i.order}/provider-comments`,
  },
  {
    method: 'PUT',
    route: '/module/orders/api/v1/orders/{orderId}/tracking-number',
    url: (i) => `/module/orders/api/v1/orders/${i.order}/tracking-number`,
    body: () => ({ oldNumber: 'a', newNumber: 'b' }),
  },
  {
    method: 'PATCH',
    route: '/module/orders/api/v1/orders/{orderId}',
    url: (i) => `/module/orders/api/v1/orders/${i.order}`,
    body: () => ({
      fullName: 'x',
      city: 'x',
      district: 'x',
      postalCode: 'x',
      address: 'x',
      preferredDate: new Date().toISOString().slice(0, 10),
      preferredTime: '10:00',
      deliveryProviderId: 1,
      items: [{ id: 1, qty: 1 }],
      total: 100,
    }),
  },
  {
    method: 'GET',
    route: '/module/payments/api/v1/orders/{orderId}/documents',
    url: (i) => `/module/payments/api/v1/orders/${i.order}/documents`,
  },
  {
    method: 'POST',
    route: '/module/payments/api/v1/receipts/upload-link',
    url: () => '/module/payments/api/v1/receipts/upload-link',
    body: (i) => ({ orderId: i.order }),
  },
  ...scriptProbes(),
  ...documentProbes(),
  { method: 'PUT', route: `${G}/{id}`, url: (i) => `${G}/${i.group}`, body: () => ({ name: 'Otro nombre' }) },
  { method: 'DELETE', route: `${G}/{id}`, url: (i) => `${G}/${i.group}` },
  {
    method: 'PUT',
    route: `${G}/{id}/dialing`,
    url: (i) => `${G}/${i.group}/dialing`,
    body: () => ({ mode: 'progressive', previewSeconds: 5 }),
  },
  { method: 'GET', route: `${Q}/forms/{id}`, url: (i) => `${Q}/forms/${i.qualityForm}` },
  {
    method: 'PUT',
    route: `${Q}/forms/{id}`,
    url: (i) => `${Q}/forms/${i.qualityForm}`,
    body: () => ({ name: 'Otra', sections: QUALITY_SECTIONS }),
  },
  { method: 'DELETE', route: `${Q}/forms/{id}`, url: (i) => `${Q}/forms/${i.qualityForm}` },
  { method: 'GET', route: `${Q}/forms/{id}/versions`, url: (i) => `${Q}/forms/${i.qualityForm}/versions` },
  { method: 'GET', route: `${Q}/calls/{id}`, url: (i) => `${Q}/calls/${i.qualityCall}` },
  {
    method: 'GET',
    route: `${Q}/calls/{id}/calibration`,
    url: (i) => `${Q}/calls/${i.qualityCall}/calibration`,
  },
  { method: 'GET', route: `${Q}/evaluations/{id}`, url: (i) => `${Q}/evaluations/${i.evaluation}` },
  {
    method: 'POST',
    route: `${Q}/evaluations/{id}/dispute-answer`,
    url: (i) => `${Q}/evaluations/${i.evaluation}/dispute-answer`,
    body: () => ({ answer: 'Se mantiene', outcome: 'kept' }),
  },
  { method: 'GET', route: `${Q}/my-evaluations/{id}`, url: (i) => `${Q}/my-evaluations/${i.evaluation}` },
  {
    method: 'POST',
    route: `${Q}/my-evaluations/{id}/acknowledge`,
    url: (i) => `${Q}/my-evaluations/${i.evaluation}/acknowledge`,
    body: () => ({}),
  },
  {
    method: 'POST',
    route: `${Q}/my-evaluations/{id}/dispute`,
    url: (i) => `${Q}/my-evaluations/${i.evaluation}/dispute`,
    body: () => ({ comment: 'No estoy de acuerdo' }),
  },
  {
    method: 'PUT',
    route: `${G}/{id}/features`,
    url: (i) => `${G}/${i.group}/features`,
    body: () => ({ featureIds: ['voip'] }),
  },
  {
    method: 'PUT',
    route: `${G}/{id}/products`,
    url: (i) => `${G}/${i.group}/products`,
    body: () => ({ products: [] }),
  },
  {
    method: 'PUT',
    route: `${G}/{id}/webmasters`,
    url: (i) => `${G}/${i.group}/webmasters`,
    body: () => ({ webmasterIds: [] }),
  },
  {
    method: 'GET',
    route: '/module/delivery/api/v1/schedules/by-address/{addressId}',
    url: (i) => `/module/delivery/api/v1/schedules/by-address/${i.address}`,
  },
  {
    method: 'DELETE',
    route: '/module/delivery/api/v1/schedules/places/{placeId}',
    url: (i) => `/module/delivery/api/v1/schedules/places/${i.place}`,
  },
  ...offerProbes(),
  ...profileProbes(),
  {
    method: 'GET',
    route: '/module/delivery/api/v1/reports/{id}/validation-errors',
    url: (i) => `/module/delivery/api/v1/reports/${i.report}/validation-errors`,
  },
  {
    method: 'POST',
    route: '/module/delivery/api/v1/reports/{id}/apply',
    url: (i) => `/module/delivery/api/v1/reports/${i.report}/apply`,
  },
  {
    method: 'POST',
    route: '/module/delivery/api/v1/reports/{id}/apply-and-queue',
    url: (i) => `/module/delivery/api/v1/reports/${i.report}/apply-and-queue`,
  },
  {
    method: 'POST',
    route: '/module/delivery/api/v1/discrepancies/{id}/resolve',
    url: (i) => `/module/delivery/api/v1/discrepancies/${i.discrepancy}/resolve`,
    body: () => ({ resolution: 'IGNORE', comment: 'Not ours' }),
  },
  ...payslipProbes(),
  {
    method: 'POST',
    route: '/module/guarantees/api/v1/guarantees/{guaranteeId}/approve',
    url: (i) => `/module/guarantees/api/v1/guarantees/${i.guarantee}/approve`,
  },
  {
    method: 'POST',
    route: '/module/guarantees/api/v1/guarantees/{guaranteeId}/decline',
    url: (i) => `/module/guarantees/api/v1/guarantees/${i.guarantee}/decline`,
    body: () => ({ declineComment: 'x' }),
  },
];

/** The offers module's id routes (OFFER-*, AGENCY-*): the demo's Peruvian offer and its agency payout. */
let peruAgencyPayout = 0;
beforeAll(async () => {
  const payout = await t.db
    .selectFrom('agency_payouts')
    .select('id')
    .where('offer_id', 'like', 'PE-%')
    .executeTakeFirstOrThrow();
  peruAgencyPayout = payout.id;
});
function offerProbes(): Probe[] {
  const O = '/module/offers/api/v1';
  return [
    { method: 'GET', route: `${O}/offers/{id}`, url: (i) => `${O}/offers/${i.offer}` },
    { method: 'PUT', route: `${O}/offers/{id}`, url: (i) => `${O}/offers/${i.offer}`, body: () => ({}) },
    { method: 'GET', route: `${O}/offers/{id}/discounts`, url: (i) => `${O}/offers/${i.offer}/discounts` },
    {
      method: 'PUT',
      route: `${O}/agency-payouts/{id}`,
      url: (i) => `${O}/agency-payouts/${i.offer === MISSING_OFFER ? MISSING : peruAgencyPayout}`,
      body: () => ({ payout: 100 }),
    },
  ];
}

function profileProbes(): Probe[] {
  const P = '/module/profile/api/v1';
  return [
    { method: 'GET', route: `${P}/profiles/{accountId}`, url: (i) => `${P}/profiles/${i.account}` },
    {
      method: 'PUT',
      route: `${P}/profiles/{accountId}`,
      url: (i) => `${P}/profiles/${i.account}`,
      body: () => ({ personalEmail: 'a@b.pe', personalTgLogin: 'x', timezone: 'America/Lima' }),
    },
    {
      method: 'GET',
      route: `${P}/statistics/agents/{accountId}`,
      url: (i) => `${P}/statistics/agents/${i.account}`,
    },
    {
      method: 'GET',
      route: `${P}/statistics/agents/{accountId}/days`,
      url: (i) => `${P}/statistics/agents/${i.account}/days`,
    },
    { method: 'GET', route: `${P}/statistics/teams/{teamId}`, url: (i) => `${P}/statistics/teams/${i.group}` },
  ];
}

function documentProbes(): Probe[] {
  const D = '/module/documents';
  return [
    { method: 'GET', route: `${D}/documents/{id}`, url: (i) => `${D}/documents/${i.document}` },
    {
      method: 'PUT',
      route: `${D}/documents/{id}/{field}`,
      url: (i) => `${D}/documents/${i.document}/state`,
      body: () => ({ value: 'closed' }),
    },
    { method: 'GET', route: `${D}/comments/document/{id}`, url: (i) => `${D}/comments/document/${i.document}` },
    { method: 'GET', route: `${D}/comment-counter/{id}`, url: (i) => `${D}/comment-counter/${i.document}` },
    { method: 'GET', route: `${D}/documents/{id}/history`, url: (i) => `${D}/documents/${i.document}/history` },
    {
      method: 'GET',
      route: `${D}/attachments/document/{id}`,
      url: (i) => `${D}/attachments/document/${i.document}`,
    },
    { method: 'DELETE', route: `${D}/attachments/{id}`, url: (i) => `${D}/attachments/${i.attachment}` },
  ];
}

function scriptProbes(): Probe[] {
  const S = '/module/scripts/api/v1/scripts';
  const V = '/module/scripts/api/v1/script-versions';
  return [
    { method: 'GET', route: `${S}/{id}/details`, url: (i) => `${S}/${i.script}/details` },
    { method: 'GET', route: `${S}/{id}/versions`, url: (i) => `${S}/${i.script}/versions` },
    { method: 'GET', route: `${S}/{id}/confirmations`, url: (i) => `${S}/${i.script}/confirmations` },
    { method: 'PUT', route: `${S}/{id}/name`, url: (i) => `${S}/${i.script}/name`, body: () => ({ name: 'x' }) },
    { method: 'PUT', route: `${V}/{id}`, url: (i) => `${V}/${i.version}`, body: () => ({ content: '<p>x</p>' }) },
    { method: 'POST', route: `${V}/{id}/publish`, url: (i) => `${V}/${i.version}/publish` },
    { method: 'POST', route: `${V}/{id}/confirm`, url: (i) => `${V}/${i.version}/confirm` },
  ];
}

/** A Peruvian payslip with one person and one accrual (decision 1603: a payslip is its regions'). */
const payslip = { id: 0, person: 0, item: 0 };
beforeAll(async () => {
  await insertOutcomeOrder(t.db, {
    code: 'X-PAYSLIP-1',
    agent: 'agent',
    regionId: 'pe-central',
    currency: 'PEN',
    sku: 'PE-COLAGENO',
    history: [[ORDER_STATUS.DELIVERED, '2025-04-10T12:00:00Z']],
  });
  const peruFinance = await t.auth('finance', { regionIds: ['pe-central'] });
  const created = await t.app.inject({
    method: 'POST',
    url: '/module/payslips/api/v1/payslips',
    headers: peruFinance,
    payload: { from: '2025-04-01T00:00:00.000Z', to: '2025-04-30T23:59:59.999Z' },
  });
  payslip.id = created.json().id;
  payslip.person = created.json().items[0].id;
  const item = await t.app.inject({
    method: 'POST',
    url: '/module/payslips/api/v1/salary-items',
    headers: peruFinance,
    payload: { currency: 'PEN', amount: 100, comment: 'x', accountPayslipId: payslip.person },
  });
  payslip.item = item.json().id;
});

function payslipProbes(): Probe[] {
  const P = '/module/payslips/api/v1';
  const of = (i: Ids, id: number) => (i.lead === MISSING ? MISSING : id);
  const accrual = () => ({ currency: 'PEN', amount: 1, comment: 'x' });
  return [
    { method: 'GET', route: `${P}/payslips/{payslipId}`, url: (i) => `${P}/payslips/${of(i, payslip.id)}` },
    { method: 'DELETE', route: `${P}/payslips/{payslipId}`, url: (i) => `${P}/payslips/${of(i, payslip.id)}` },
    {
      method: 'POST',
      route: `${P}/payslips/{payslipId}/approve`,
      url: (i) => `${P}/payslips/${of(i, payslip.id)}/approve`,
    },
    { method: 'GET', route: `${P}/payslips/{payslipId}/excel`, url: (i) => `${P}/payslips/${of(i, payslip.id)}/excel` },
    {
      method: 'GET',
      route: `${P}/payslips/{payslipId}/transactions/excel`,
      url: (i) => `${P}/payslips/${of(i, payslip.id)}/transactions/excel`,
    },
    {
      method: 'GET',
      route: `${P}/account-payslips/{accountPayslipId}/salary-items`,
      url: (i) => `${P}/account-payslips/${of(i, payslip.person)}/salary-items`,
    },
    {
      method: 'POST',
      route: `${P}/salary-items`,
      url: () => `${P}/salary-items`,
      body: (i) => ({ ...accrual(), accountPayslipId: of(i, payslip.person) }),
    },
    {
      method: 'PUT',
      route: `${P}/salary-items/{salaryItemId}`,
      url: (i) => `${P}/salary-items/${of(i, payslip.item)}`,
      body: accrual,
    },
    {
      method: 'DELETE',
      route: `${P}/salary-items/{salaryItemId}`,
      url: (i) => `${P}/salary-items/${of(i, payslip.item)}`,
    },
  ];
}

const send = (probe: Probe, ids: Ids) =>
  t.app.inject({
    method: probe.method,
    url: probe.url(ids),
    headers: { ...chile, 'idempotency-key': `k-${probe.route}-${ids.lead}` },
    ...(probe.body ? { payload: probe.body(ids) } : {}),
  });

describe("another region's record answers as a missing one", () => {
  for (const probe of probes) {
    it(`${probe.method} ${probe.route}: 404, the same body as for a missing id`, async () => {
      const real: Ids = {
        lead: peru.leadId,
        task: peru.taskId,
        order: peru.orderId,
        shortCode: peru.shortCode,
        comment: peru.commentId,
        offer: peru.offerId,
        address: peru.address,
        blacklist: peru.blacklist,
        holiday: peru.holiday,
        script: peru.script,
        version: peru.version,
        group: peru.group,
        place: peru.place,
        document: peru.document,
        account: peru.account,
        attachment: peru.attachment,
        report: peru.report,
        guarantee: peru.guarantee,
        discrepancy: peru.discrepancy,
        qualityForm: peru.qualityForm,
        qualityCall: peru.qualityCall,
        evaluation: peru.evaluation,
      };
      const missing: Ids = {
        lead: MISSING,
        task: MISSING,
        order: MISSING,
        shortCode: MISSING_SHORT_CODE,
        comment: MISSING,
        offer: MISSING_OFFER,
        address: MISSING,
        blacklist: MISSING,
        holiday: MISSING,
        script: MISSING,
        version: MISSING,
        group: MISSING,
        place: MISSING,
        document: MISSING,
        account: MISSING,
        attachment: MISSING,
        report: MISSING,
        guarantee: MISSING,
        discrepancy: MISSING,
        qualityForm: MISSING,
        qualityCall: MISSING,
        evaluation: MISSING,
      };
      const other = await send(probe, real);
      const absent = await send(probe, missing);
      expect(absent.statusCode, absent.body).toBe(404);
      expect(other.statusCode, other.body).toBe(404);
      // A message may name the id the caller sent; apart from that the answers are the same.
      const named = (body: string, ids: Ids) =>
        [
          ids.shortCode,
          ids.lead,
          ids.task,
          ids.order,
          ids.comment,
          ids.offer,
          ids.address,
          ids.blacklist,
          ids.holiday,
          ids.script,
          ids.version,
          ids.group,
          ids.place,
          ids.document,
          ids.account,
          ids.attachment,
          ids.report,
          ids.guarantee,
          ids.discrepancy,
          ids.qualityForm,
          ids.qualityCall,
          ids.evaluation,
        ]
          // Longest first, so that id 15 is not read as id 1 followed by a 5.
          .map(String)
          .sort((a, b) => b.length - a.length)
          .reduce<string>((text, id) => text.replaceAll(id, '<id>'), body);
      expect(named(other.body, real)).toBe(named(absent.body, missing));
    });
  }

  it('walks every route whose path names a lead, task, order, comment, offer, address or group', async () => {
    const paths = (await t.app.inject({ url: '/module/docs/json' })).json().paths as Record<string, object>;
    // Records that are not region-scoped (the lead view's published script, accounts, the caller's
    // own mails, a provider's reconciliation reports — decision 1133) and the region a caller names
    // itself (403, decision 1034).
    const notRegionRecords = [
      /\/scripts\/\{id\}$/,
      /\/accounts\//,
      /\/mails\//,
      /\/payments\/api\/v1\/reports\//,
      /\{regionId\}/,
      // Webmasters work for every region (the intake key of one, decision 1503).
      /\/intake\/api\/v1\/webmasters\//,
    ];
    const idRoutes = Object.entries(paths).flatMap(([path, ops]) =>
      /\{([a-zA-Z]*[iI]d|shortCode)\}/.test(path) && !notRegionRecords.some((re) => re.test(path))
        ? Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)
        : [],
    );
    const walked = new Set(probes.map((p) => `${p.method} ${p.route}`));
    // Writes on an order by id go through the same lookup as its read (readableOrder).
    const sameLookupAsRead = [
      'PUT /module/orders/api/v1/orders/{orderId}',
      'POST /module/orders/api/v1/orders/{orderId}/approve',
      'POST /module/orders/api/v1/orders/{orderId}/recall-approve',
    ];
    expect(idRoutes.filter((r) => !walked.has(r) && !sameLookupAsRead.includes(r))).toEqual([]);
  });
});
