import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

const O = '/module/offers/api/v1';

export type OfferPageQuery = NonNullable<paths['/module/offers/api/v1/offers']['get']['parameters']['query']>;
export type OfferBody = paths['/module/offers/api/v1/offers']['post']['requestBody']['content']['application/json'];

/** getOfferList({pageable, regionId, resale, partnerId, productId}) → {content, totalSize} (OFFER-06). */
export async function getOffers(query: OfferPageQuery, signal?: AbortSignal) {
  return unwrap(await api().GET(`${O}/offers`, { params: { query }, signal }));
}
export type Offer = Awaited<ReturnType<typeof getOffers>>['content'][number];

export const offersQueryOptions = (query: OfferPageQuery) =>
  queryOptions({
    queryKey: ['offers', 'page', query],
    queryFn: ({ signal }) => getOffers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOffers = (query: OfferPageQuery) => useQuery(offersQueryOptions(query));

/** getPartners (OFFER-25). */
export const usePartners = () =>
  useQuery({
    queryKey: ['offers', 'partners'],
    meta: { errorMode: 'silent' },
    queryFn: async ({ signal }) => unwrap(await api().GET(`${O}/partners`, { signal })),
  });

/** The products of a region (the product filter and field). */
export const useRegionProducts = (regionId: string | undefined) =>
  useQuery({
    queryKey: ['catalog', 'products', regionId],
    meta: { errorMode: 'silent' },
    enabled: Boolean(regionId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/catalog/api/v1/products/by-region/{regionId}', {
          params: { path: { regionId: regionId as string } },
          signal,
        }),
      ),
  });

/** Scripts with a published version of one product (OFFER-19). */
export const usePublishedScripts = (productId: number | undefined) =>
  useQuery({
    queryKey: ['offers', 'scripts', productId],
    meta: { errorMode: 'silent' },
    enabled: productId !== undefined,
    queryFn: async ({ signal }) =>
      unwrap(await api().GET(`${O}/scripts`, { params: { query: { productId } }, signal })),
  });

/** getCurrentDiscounts (OFFER-26): the discounts an offer of the region may carry. */
export const useCurrentDiscounts = (regionId: string | undefined) =>
  useQuery({
    queryKey: ['offers', 'discounts', 'current', regionId],
    meta: { errorMode: 'silent' },
    enabled: Boolean(regionId),
    queryFn: async ({ signal }) =>
      unwrap(await api().GET(`${O}/discounts/current`, { params: { query: { regionId } }, signal })),
  });

/** isUniqueId(id) (OFFER-09). */
export async function isUniqueId(id: string): Promise<boolean> {
  return unwrap(await api().GET(`${O}/offers/is-unique-id`, { params: { query: { id } } }));
}

/** createOffer (New) and updateOffer (Edit) (OFFER-25); the page is read again afterwards. */
export function useSaveOffer(editing: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OfferBody) => {
      if (editing === undefined) return unwrap(await api().POST(`${O}/offers`, { body }));
      const { id: _id, ...fields } = body;
      return unwrap(await api().PUT(`${O}/offers/{id}`, { params: { path: { id: editing } }, body: fields }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offers', 'page'] }),
    meta: { errorMode: 'silent' },
  });
}
