import type { TablePaginationConfig } from 'antd';
import { useCallback, useState } from 'react';

/**
 * A list screen's filters and page (0-based, as the back-office counts): changing a filter goes
 * back to the first page; `pagination` gives the table its pager for `total` rows.
 */
export function usePagedFilters<F extends object>(initial: F | (() => F)) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(0);
  const update = useCallback((patch: Partial<F>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
  }, []);
  const pagination = (total: number, pageSize: number): TablePaginationConfig => ({
    current: page + 1,
    pageSize,
    total,
    showSizeChanger: false,
    onChange: (next) => setPage(next - 1),
  });
  return { filters, update, page, pagination };
}
