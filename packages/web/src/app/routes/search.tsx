import { useLocation } from 'react-router';
import { ProviderReportsPanel } from '@/features/provider-reports';
import { OrdersListPage, SearchPage } from '@/features/search';

/** /search: order search and its tabs (SEARCH-01..33; tab 4 the provider reports, DREP); /orders: the orders list (SEARCH-34..38). */
export default function SearchRoute() {
  return useLocation().pathname === '/orders' ? (
    <OrdersListPage />
  ) : (
    <SearchPage reportsTab={<ProviderReportsPanel />} />
  );
}
