import { HttpResponse, http } from 'msw';
import type { AdminAccount } from '../api/get-accounts';
import type { AdminGroup } from '../api/get-groups';

export type Received = { method: string; path: string; query: URLSearchParams; body: unknown; at: number };

export const group = (id: number, name: string, extra: Partial<AdminGroup> = {}): AdminGroup => ({
  id,
  name,
  regionId: 'pe-central',
  region: 'Peru',
  taskType: 'LEAD',
  webmasters: [],
  features: [],
  products: [],
  accounts: [],
  dialing: { mode: 'manual', previewSeconds: 5 },
  ...extra,
});

export const account = (id: number, name: string, groups: { id: number; name: string }[]): AdminAccount => ({
  id,
  name,
  surname: `Apellido${id}`,
  identityDocNumber: `4567${id}`,
  email: `agente${id}@umbrella.example`,
  position: 'Agent',
  voipExtension: `10${id}`,
  salaryCurrency: 'PEN',
  timezone: 'America/Lima',
  blocked: false,
  regions: [{ id: 'pe-central', name: 'Peru' }],
  groups,
});

const script = (scriptId: number, scriptName: string, productId: number) => ({
  script: { id: scriptId, name: scriptName },
  scriptId,
  scriptName,
  productId,
  productName: `Producto ${productId}`,
  regionId: 'pe-central',
  offerIds: [],
  linkedOfferIds: [],
  lastPublishedScriptVersion: null,
  lastPublishedScriptVersionId: null,
  lastCreatedScriptVersion: null,
});

/** The account and group routes of /agents over in-memory lists, recording every request. */
export function agentsHandlers(state: { accounts: AdminAccount[]; groups: AdminGroup[]; received: Received[] }) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    state.received.push({ method: request.method, path: url.pathname, query: url.searchParams, body, at: Date.now() });
    return { url, body };
  };
  const done = async ({ request }: { request: Request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  };
  const A = '*/module/account/api/v1';
  return [
    http.get(`${A}/accounts`, async ({ request }) => {
      const { url } = await record(request);
      const query = url.searchParams.get('query')?.toLowerCase();
      const content = state.accounts.filter((a) => !query || a.name.toLowerCase().includes(query));
      return HttpResponse.json({ content, totalSize: content.length });
    }),
    http.get(`${A}/groups`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ content: state.groups, totalSize: state.groups.length });
    }),
    http.get(`${A}/accounts/currency-codes`, () => HttpResponse.json(['CLP', 'PEN', 'USD'])),
    http.get(`${A}/features`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ content: [{ id: 'voip', name: 'voip' }], totalSize: 1 });
    }),
    http.post(`${A}/accounts/generated-password`, () => HttpResponse.json({ password: 'Xy3_Ab!9z' })),
    http.get('*/module/catalog/api/v1/products/by-region/:regionId', () =>
      HttpResponse.json([
        { id: 5, name: 'Colágeno', description: '', regionId: 'pe-central', price: 14900, currency: 'PEN' },
      ]),
    ),
    http.get('*/module/scripts/api/v1/scripts', () =>
      HttpResponse.json({
        content: [script(31, 'Guion colágeno', 5), script(32, 'Guion otro producto', 6)],
        totalSize: 2,
      }),
    ),
    http.get('*/module/webmasters/api/v1/webmasters', async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        content: [
          { id: 7, name: 'leadsplus' },
          { id: 8, name: 'adnetwork' },
        ],
        totalSize: 2,
      });
    }),
    http.post(`${A}/accounts/block`, done),
    http.post(`${A}/accounts/unblock`, done),
    http.post(`${A}/accounts/remove-from-groups`, done),
    http.post(`${A}/accounts/:id/groups`, done),
    http.delete(`${A}/accounts/:id`, done),
    http.post(`${A}/accounts`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: 99, email: 'x@umbrella.example' }, { status: 201 });
    }),
    http.put(`${A}/accounts/:id`, done),
    http.post('*/module/resources/api/v1/voip-extensions', async ({ request }) => {
      const { body } = await record(request);
      const ids = (body as { accountIds: number[] }).accountIds;
      return HttpResponse.json(ids.map((agentId) => ({ agentId, extensionId: `1${agentId}` })));
    }),
    http.post(`${A}/groups`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: 77 }, { status: 201 });
    }),
    http.put(`${A}/groups/:id`, done),
    http.put(`${A}/groups/:id/:part`, done),
    http.delete(`${A}/groups/:id`, done),
  ];
}
