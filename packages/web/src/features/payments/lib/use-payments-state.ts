import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ReceiptsFilters, StatusTab } from '../types';

const TABS: readonly StatusTab[] = ['PENDING', 'APPROVED', 'DECLINED', 'ALL'];
export type PaymentsState = Omit<ReceiptsFilters, 'regionId'> & { regionId?: string; page: number };

/**
 * The /payments filters in the URL: status (default Pending, PAY-03), region, provider, short code,
 * sort and page. Changing anything but the page returns to the first page (PAY-08).
 */
export function usePaymentsState(): [PaymentsState, (patch: Partial<PaymentsState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo((): PaymentsState => {
    const status = params.get('status') as StatusTab | null;
    const provider = Number(params.get('provider'));
    return {
      documentStatus: status && TABS.includes(status) ? status : 'PENDING',
      regionId: params.get('region') ?? undefined,
      paymentProviderId: provider > 0 ? provider : undefined,
      orderShortCode: params.get('code') || undefined,
      sort: params.get('sort') === 'created,asc' ? 'created,asc' : 'created,desc',
      page: Math.max(1, Number(params.get('page')) || 1),
    };
  }, [params]);
  const update = useCallback(
    (patch: Partial<PaymentsState>) => {
      const next = { ...state, ...(Object.keys(patch).every((k) => k === 'page') ? {} : { page: 1 }), ...patch };
      const out = new URLSearchParams();
      if (next.documentStatus !== 'PENDING') out.set('status', next.documentStatus);
      if (next.regionId) out.set('region', next.regionId);
      if (next.paymentProviderId) out.set('provider', String(next.paymentProviderId));
      if (next.orderShortCode) out.set('code', next.orderShortCode);
      if (next.sort !== 'created,desc') out.set('sort', next.sort);
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out);
    },
    [state, setParams],
  );
  return [state, update];
}
