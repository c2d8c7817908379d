import { positiveParam, type UrlCodec, useUrlState } from '@/lib/table/url-state';
import type { ReceiptsFilters, StatusTab } from '../types';

const TABS: readonly StatusTab[] = ['PENDING', 'APPROVED', 'DECLINED', 'ALL'];
export type PaymentsState = Omit<ReceiptsFilters, 'regionId'> & { regionId?: string; page: number };

const codec: UrlCodec<PaymentsState> = {
  keys: ['status', 'region', 'provider', 'code', 'sort', 'page'],
  read: (params) => {
    const status = params.get('status') as StatusTab | null;
    const provider = Number(params.get('provider'));
    return {
      documentStatus: status && TABS.includes(status) ? status : 'PENDING',
      regionId: params.get('region') ?? undefined,
      paymentProviderId: provider > 0 ? provider : undefined,
      orderShortCode: params.get('code') || undefined,
      sort: params.get('sort') === 'created,asc' ? 'created,asc' : 'created,desc',
      page: positiveParam(params.get('page'), 1),
    };
  },
  write: (next, out) => {
    if (next.documentStatus !== 'PENDING') out.set('status', next.documentStatus);
    if (next.regionId) out.set('region', next.regionId);
    if (next.paymentProviderId) out.set('provider', String(next.paymentProviderId));
    if (next.orderShortCode) out.set('code', next.orderShortCode);
    if (next.sort !== 'created,desc') out.set('sort', next.sort);
    if (next.page > 1) out.set('page', String(next.page));
  },
};

/**
 * The /payments filters in the URL: status (default Pending, PAY-03), region, provider, short code,
 * sort and page. Changing anything but the page returns to the first page (PAY-08).
 */
export function usePaymentsState(): [PaymentsState, (patch: Partial<PaymentsState>) => void] {
  return useUrlState(codec);
}
