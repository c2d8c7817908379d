import { useLocation } from 'react-router';
import { OrdersListPage, SearchPage } from '@/features/search';

/** /search: order search and its tabs (SEARCH-01..33); /orders: the orders list (SEARCH-34..38). */
export default function SearchRoute() {
  return useLocation().pathname === '/orders' ? <OrdersListPage /> : <SearchPage />;
}
