import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

const A = '/module/offers/api/v1/agency-payouts';

/** The agency payouts list (AGENCY-04). */
export const useAgencyPayouts = () =>
  useQuery({
    queryKey: ['agencies', 'payouts'],
    queryFn: async ({ signal }) => unwrap(await api().GET(A, { signal })),
  });
export type AgencyPayout = NonNullable<ReturnType<typeof useAgencyPayouts>['data']>[number];

/** offersForAgencies (AGENCY-05): the offer choices with their partner and default payout. */
export const useAgencyOffers = () =>
  useQuery({
    queryKey: ['agencies', 'offers'],
    queryFn: async ({ signal }) => unwrap(await api().GET(`${A}/offers`, { signal })),
  });
export type AgencyOffer = NonNullable<ReturnType<typeof useAgencyOffers>['data']>[number];

/** validateNameForAgency({offerId, partner, agencyName}): true when the combination exists (AGENCY-16). */
export async function agencyNameExists(query: { offerId: string; partner?: string; agencyName: string }) {
  return unwrap(await api().GET(`${A}/name-exists`, { params: { query } }));
}

/** createAgencyPayout (AGENCY-23) or, in edit mode, a new payout for the row; the list is read again after. */
export function useSaveAgencyPayout(editingId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { offerId: string; agencyName: string; payout: number }) => {
      if (editingId === undefined) return unwrap(await api().POST(A, { body }));
      return unwrap(
        await api().PUT(`${A}/{id}`, { params: { path: { id: editingId } }, body: { payout: body.payout } }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['agencies', 'payouts'] }),
    meta: { errorMode: 'silent' },
  });
}
