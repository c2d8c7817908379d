/** What app/ composes from the search feature (features never import each other). */
export { SearchPage } from './components/search-page';
