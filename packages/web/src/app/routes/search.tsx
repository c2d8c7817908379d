import { SearchPage } from '@/features/search';

/** /search: order search and its tabs (SEARCH-01..33). */
export default function SearchRoute() {
  return <SearchPage />;
}
