import { HttpResponse, http } from 'msw';
import type { AgencyOffer, AgencyPayout } from '../api/agencies';

export type Received = { method: string; path: string; query: URLSearchParams; body: unknown };

export const AGENCY_OFFERS: AgencyOffer[] = [
  { id: 'PE-COLAGENO-LMX', partner: 'Red Andina', defaultPayoutCents: 800, productName: 'Colágeno Premium' },
  { id: 'PE-GEL-CPA', partner: 'Nexo Partners', defaultPayoutCents: 1225, productName: 'Gel Articular' },
];

export type AgenciesState = { payouts: AgencyPayout[]; received: Received[]; existing?: string[] };

/** The agency payout routes of /agencies over an in-memory list, recording every request. */
export function agenciesHandlers(state: AgenciesState) {
  const A = '*/module/offers/api/v1/agency-payouts';
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    state.received.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    return { url, body };
  };
  return [
    http.get(A, async ({ request }) => {
      await record(request);
      return HttpResponse.json(state.payouts);
    }),
    http.get(`${A}/offers`, () => HttpResponse.json(AGENCY_OFFERS)),
    http.get(`${A}/name-exists`, async ({ request }) => {
      const { url } = await record(request);
      return HttpResponse.json((state.existing ?? []).includes(url.searchParams.get('agencyName') ?? ''));
    }),
    http.post(A, async ({ request }) => {
      const { body } = await record(request);
      const created = { id: 99, partner: 'Red Andina', productName: 'Colágeno Premium', ...(body as object) };
      state.payouts = [...state.payouts, created as AgencyPayout];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${A}/:id`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(state.payouts[0]);
    }),
  ];
}
