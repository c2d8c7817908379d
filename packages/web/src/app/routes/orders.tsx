import { OrdersListPage } from '@/features/search';

/** /orders: the orders list page (SEARCH-34..38). */
export default function OrdersRoute() {
  return <OrdersListPage />;
}
