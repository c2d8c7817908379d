import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readSearchState, type SearchState, writeSearchState } from './search-state';

/**
 * The search state from the URL and a way to change it. A change of anything but the page or its
 * size starts again on page 1.
 */
export function useSearchState(): [SearchState, (patch: Partial<SearchState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  const update = useCallback(
    (patch: Partial<SearchState>) => {
      const keepsPage = Object.keys(patch).every((key) => key === 'page' || key === 'size');
      setParams(writeSearchState({ ...state, ...(keepsPage ? {} : { page: 1 }), ...patch }));
    },
    [state, setParams],
  );
  return [state, update];
}
