import { HttpResponse, http } from 'msw';
import type { Offer } from '../api/offers';

export type Received = { method: string; path: string; query: URLSearchParams; body: unknown };

export const offer = (id: string, extra: Partial<Offer> = {}): Offer => ({
  id,
  defaultPayoutCents: 1250,
  regionId: 'pe-central',
  type: 'COD',
  productId: 10,
  productName: 'Colágeno Premium',
  partnerId: 1,
  partnerName: 'Red Andina',
  scriptId: 100,
  scriptName: 'Guion Colágeno',
  resale: false,
  discounts: [{ discountId: 5, name: '2 + 1 gratis' }],
  discountIds: [5],
  ...extra,
});

export type OffersState = {
  offers: Offer[];
  totalSize?: number;
  received: Received[];
  /** Product id → its scripts with a published version. */
  scripts?: Record<number, { id: number; name: string; productId: number }[]>;
  takenIds?: string[];
  failPartners?: boolean;
  failSave?: boolean;
};

/** The offers routes of /offers over in-memory lists, recording every request. */
export function offersHandlers(state: OffersState) {
  const O = '*/module/offers/api/v1';
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    state.received.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    return url;
  };
  const saved = async ({ request }: { request: Request }) => {
    await record(request);
    if (state.failSave) return HttpResponse.json({ message: 'boom' }, { status: 500 });
    return HttpResponse.json(state.offers[0], { status: request.method === 'POST' ? 201 : 200 });
  };
  return [
    http.get(`${O}/offers`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ content: state.offers, totalSize: state.totalSize ?? state.offers.length });
    }),
    http.get(`${O}/offers/is-unique-id`, async ({ request }) => {
      const url = await record(request);
      return HttpResponse.json(!(state.takenIds ?? []).includes(url.searchParams.get('id') ?? ''));
    }),
    http.get(`${O}/partners`, () =>
      state.failPartners
        ? HttpResponse.json({ message: 'down' }, { status: 500 })
        : HttpResponse.json([
            { id: 1, name: 'Red Andina' },
            { id: 2, name: 'Nexo Partners' },
          ]),
    ),
    http.get(`${O}/scripts`, async ({ request }) => {
      const url = await record(request);
      const productId = Number(url.searchParams.get('productId'));
      return HttpResponse.json(state.scripts?.[productId] ?? [{ id: 100, name: 'Guion Colágeno', productId }]);
    }),
    http.get(`${O}/discounts/current`, () =>
      HttpResponse.json([{ id: 5, name: '2 + 1 gratis', regionId: 'pe-central', general: true }]),
    ),
    http.get('*/module/catalog/api/v1/products/by-region/:regionId', () =>
      HttpResponse.json([
        { id: 10, name: 'Colágeno Premium', priceMinor: 14990, currency: 'PEN' },
        { id: 11, name: 'Gel Articular', priceMinor: 9990, currency: 'PEN' },
      ]),
    ),
    http.post(`${O}/offers`, saved),
    http.put(`${O}/offers/:id`, saved),
  ];
}
