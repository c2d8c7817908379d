/**
 * Issue 18: another region's id must answer exactly as a missing id (404, same body), so ids
 * cannot be enumerated across regions (decision 1034). Walks every route that looks a record up
 * by an id of a region-scoped record, as a caller of another region with every permission.
 */
import { PERMISSIONS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../testing/build.js';
import { addressIdOf, claimLeadTask, createLead, createPeruOrder, productId } from '../testing/order-fixtures.js';
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
  guarantee: number;
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
    guarantee: await peruGuarantee(),
  };
});

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
  guarantee: number;
};
type Probe = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  url: (ids: Ids) => string;
  body?: (ids: Ids) => object;
};

const L = '/module/leads';
const G = '/module/account/api/v1/groups';
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
  ];
}

function scriptProbes(): Probe[] {
  const S = '/module/scripts/api/v1/scripts';
  const V = '/module/scripts/api/v1/script-versions';
  return [
    { method: 'GET', route: `${S}/{id}/details`, url: (i) => `${S}/${i.script}/details` },
    { method: 'GET', route: `${S}/{id}/versions`, url: (i) => `${S}/${i.script}/versions` },
    { method: 'PUT', route: `${S}/{id}/name`, url: (i) => `${S}/${i.script}/name`, body: () => ({ name: 'x' }) },
    { method: 'PUT', route: `${V}/{id}`, url: (i) => `${V}/${i.version}`, body: () => ({ content: '<p>x</p>' }) },
    { method: 'POST', route: `${V}/{id}/publish`, url: (i) => `${V}/${i.version}/publish` },
    { method: 'POST', route: `${V}/{id}/confirm`, url: (i) => `${V}/${i.version}/confirm` },
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
        guarantee: peru.guarantee,
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
        guarantee: MISSING,
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
          ids.guarantee,
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
