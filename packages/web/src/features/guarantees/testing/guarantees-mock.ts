import { HttpResponse, http } from 'msw';
import type { GuaranteeRow } from '../api/guarantees';

export type Received = { method: string; path: string; query: URLSearchParams; body: unknown; at: number };

export const guaranteeRow = (id: number | null, extra: Partial<GuaranteeRow> = {}): GuaranteeRow => ({
  id,
  setId: 1,
  guaranteeSetFrom: '2026-10-01',
  guaranteeSetTo: '2026-10-31',
  status: 'DRAFT',
  offerId: id === null ? null : 'PE-COLAGENO-LMX',
  partner: id === null ? null : 'Red Andina',
  webmasterId: id === null ? null : 1,
  webmasterName: id === null ? null : 'LeadMax',
  regionId: id === null ? null : 'pe-central',
  guaranteeValue: id === null ? null : 30,
  totalLeads: id === null ? null : 20,
  approvedLeads: id === null ? null : 5,
  actualApproveRate: id === null ? null : 0.25,
  leadsToApprove: id === null ? null : 1,
  declineComment: null,
  ...extra,
});

export type GuaranteesState = {
  rows: GuaranteeRow[];
  received: Received[];
  /** Periods (`from|to`) for which a set exists. */
  existing: Set<string>;
  /** How long the existence check takes to answer, in ms. */
  existsDelay?: number;
};

/** The guarantee-set routes of /guarantees over an in-memory list, recording every request. */
export function guaranteesHandlers(state: GuaranteesState) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    state.received.push({ method: request.method, path: url.pathname, query: url.searchParams, body, at: Date.now() });
    return { url, body: body as Record<string, unknown> | undefined };
  };
  const G = '*/module/guarantees/api/v1';
  const decide = (id: number, patch: Partial<GuaranteeRow>) => {
    state.rows = state.rows.map((r) => (r.id === id ? { ...r, ...patch } : r));
    return HttpResponse.json(state.rows.find((r) => r.id === id));
  };
  return [
    http.get(`${G}/guarantees`, async ({ request }) => {
      const { url } = await record(request);
      const status = url.searchParams.get('statusValue') ?? 'ANY';
      const webmaster = url.searchParams.get('webmasterName')?.toLowerCase();
      const content = state.rows.filter(
        (r) =>
          (status === 'ANY' || r.status === status) &&
          (!webmaster || (r.webmasterName ?? '').toLowerCase().includes(webmaster)),
      );
      return HttpResponse.json({ content, totalSize: content.length });
    }),
    http.get(`${G}/guarantee-sets/exists`, async ({ request }) => {
      const { url } = await record(request);
      if (state.existsDelay) await new Promise((resolve) => setTimeout(resolve, state.existsDelay));
      const key = `${url.searchParams.get('periodFrom')}|${url.searchParams.get('periodTo')}`;
      return HttpResponse.json(state.existing.has(key));
    }),
    http.post(`${G}/guarantee-sets`, async ({ request }) => {
      const { body } = await record(request);
      const periodFrom = String(body?.periodFrom);
      const periodTo = String(body?.periodTo);
      state.rows = [
        guaranteeRow(null, { setId: 7, guaranteeSetFrom: periodFrom, guaranteeSetTo: periodTo }),
        ...state.rows,
      ];
      return HttpResponse.json({ id: 7, periodFrom, periodTo, computed: false }, { status: 201 });
    }),
    http.post(`${G}/guarantees/:id/approve`, async ({ request, params }) => {
      await record(request);
      return decide(Number(params.id), { status: 'APPROVED' });
    }),
    http.post(`${G}/guarantees/:id/decline`, async ({ request, params }) => {
      const { body } = await record(request);
      return decide(Number(params.id), { status: 'DECLINED', declineComment: String(body?.declineComment) });
    }),
  ];
}
