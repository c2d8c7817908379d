import type { TablePaginationConfig } from 'antd';
import { useCallback, useState } from 'react';

/**
 * A list screen's page (0-based, as the back-office counts); `pagination` gives the table its
 * pager for `total` rows.
 */
export function usePage() {
  const [page, setPage] = useState(0);
  const pagination = (total: number, pageSize: number): TablePaginationConfig => ({
    current: page + 1,
    pageSize,
    total,
    showSizeChanger: false,
    onChange: (next) => setPage(next - 1),
  });
  return { page, setPage, pagination };
}

/** The same with the screen's filters: changing a filter goes back to the first page. */
export function usePagedFilters<F extends object>(initial: F | (() => F)) {
  const [filters, setFilters] = useState<F>(initial);
  const { page, setPage, pagination } = usePage();
  const update = useCallback(
    (patch: Partial<F>) => {
      setFilters((current) => ({ ...current, ...patch }));
      setPage(0);
    },
    [setPage],
  );
  return { filters, update, page, pagination };
}
