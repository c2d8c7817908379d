import { type UrlCodec, useUrlState } from '@/lib/table/url-state';
import { readSearchState, type SearchState, writeSearchState } from './search-state';

const codec: UrlCodec<SearchState> = {
  keys: ['tab', 'region', 'from', 'to', 'status', 'provider', 'tags', 'q', 'sort', 'dir', 'page', 'size'],
  read: readSearchState,
  write: (state, params) => {
    for (const [key, value] of writeSearchState(state)) params.set(key, value);
  },
};

/**
 * The search state from the URL and a way to change it. A change of anything but the page or its
 * size starts again on page 1.
 */
export function useSearchState(): [SearchState, (patch: Partial<SearchState>) => void] {
  return useUrlState(codec);
}
