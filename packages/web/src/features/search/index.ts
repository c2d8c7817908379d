/** What app/ composes from the search feature (features never import each other). */

export { OrdersListPage } from './components/orders-list-page';
export { SearchPage } from './components/search-page';
