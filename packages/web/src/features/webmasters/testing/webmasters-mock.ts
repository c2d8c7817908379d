import { HttpResponse, http } from 'msw';
import type { GuaranteeValue } from '../api/get-guarantee-values';
import type { WebmasterOffer } from '../api/get-webmaster-offers';
import type { WebmasterRate } from '../api/get-webmaster-rates';

export type Received = { method: string; path: string; query: URLSearchParams; body: unknown; at: number };

export const offer = (id: string, payout: number, extra: Partial<WebmasterOffer> = {}): WebmasterOffer => ({
  id,
  name: id,
  productName: 'Colágeno Hidrolizado Premium',
  partner: 'Red Andina',
  regionId: 'pe-central',
  payout,
  ...extra,
});

export const rate = (webmasterId: number, webmasterName: string, offerId: string, extra: Partial<WebmasterRate> = {}) =>
  ({
    webmasterId,
    webmasterName,
    offerId,
    offerName: offerId,
    productName: 'Colágeno Hidrolizado Premium',
    partner: 'Red Andina',
    regionId: 'pe-central',
    webmasterPayout: 20_000,
    offerPayout: 15_000,
    currentGuarantee: null,
    guaranteeActualFrom: null,
    comment: null,
    ...extra,
  }) satisfies WebmasterRate;

export type WebmastersState = {
  offers: WebmasterOffer[];
  rates: WebmasterRate[];
  guarantees: GuaranteeValue[];
  received: Received[];
  /** Names that already have a special payout for any offer (exist answers true). */
  taken: Set<string>;
  /** `${name}|${date}` pairs that already have a guarantee. */
  takenDates: Set<string>;
  /** The next write answers this error instead. */
  refuse?: { status: number; body: object };
};

const sameGuarantee = (g: GuaranteeValue, key: Record<string, unknown>) =>
  g.offerId === key.offerId && g.webmasterId === Number(key.webmasterId) && g.actualFrom === key.actualFrom;

/** The webmaster routes of /webmasters over in-memory lists, recording every request. */
export function webmastersHandlers(state: WebmastersState) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    state.received.push({ method: request.method, path: url.pathname, query: url.searchParams, body, at: Date.now() });
    return { url, body: body as Record<string, unknown> };
  };
  const refusal = () => {
    const refuse = state.refuse;
    state.refuse = undefined;
    return refuse && HttpResponse.json(refuse.body, { status: refuse.status });
  };
  const W = '*/module/webmasters/api/v1';
  return [
    http.get(`${W}/special-rates`, async ({ request }) => {
      const { url } = await record(request);
      const name = url.searchParams.get('webmasterName')?.toLowerCase();
      const content = state.rates.filter((r) => !name || r.webmasterName.toLowerCase().includes(name));
      return HttpResponse.json({ content, totalSize: content.length });
    }),
    http.get(`${W}/offers`, () => HttpResponse.json(state.offers)),
    http.get(`${W}/webmasters/exists`, async ({ request }) => {
      const { url } = await record(request);
      return HttpResponse.json(state.taken.has(url.searchParams.get('name') ?? ''));
    }),
    http.get(`${W}/guarantees/exists`, async ({ request }) => {
      const { url } = await record(request);
      const key = `${url.searchParams.get('webmasterName')}|${url.searchParams.get('guaranteeActualFrom')}`;
      return HttpResponse.json(state.takenDates.has(key));
    }),
    http.get(`${W}/guarantees`, async ({ request }) => {
      const { url } = await record(request);
      const webmasterId = Number(url.searchParams.get('webmasterId'));
      return HttpResponse.json(
        state.guarantees.filter((g) => g.webmasterId === webmasterId && g.offerId === url.searchParams.get('offerId')),
      );
    }),
    http.post(`${W}/webmasters`, async ({ request }) => {
      const { body } = await record(request);
      return refusal() ?? HttpResponse.json(rate(99, String(body.name), String(body.offerId)), { status: 201 });
    }),
    http.put(`${W}/special-rates`, async ({ request }) => {
      const { body } = await record(request);
      return refusal() ?? HttpResponse.json(rate(Number(body.webmasterId), 'x', String(body.offerId)));
    }),
    http.post(`${W}/guarantees`, async ({ request }) => {
      const { body } = await record(request);
      const refused = refusal();
      if (refused) return refused;
      state.guarantees = [body as GuaranteeValue, ...state.guarantees];
      return HttpResponse.json(body, { status: 201 });
    }),
    http.put(`${W}/guarantees`, async ({ request }) => {
      const { body } = await record(request);
      const refused = refusal();
      if (refused) return refused;
      state.guarantees = state.guarantees.map((g) => (sameGuarantee(g, body) ? (body as GuaranteeValue) : g));
      return HttpResponse.json(body);
    }),
    http.delete(`${W}/guarantees`, async ({ request }) => {
      const { url } = await record(request);
      const refused = refusal();
      if (refused) return refused;
      const key = Object.fromEntries(url.searchParams);
      state.guarantees = state.guarantees.filter((g) => !sameGuarantee(g, key));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
