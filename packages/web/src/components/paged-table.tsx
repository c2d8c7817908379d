import { Pagination, Typography } from 'antd';
import { useState } from 'react';
import { SimpleTable, type SimpleTableProps } from './simple-table';

export type PagedTableProps<Row> = SimpleTableProps<Row> & { pageSize: number; empty: string };

/**
 * The plain table a page at a time (order events and comments: 10 per page), with antd's small
 * Pagination under it when there is more than one page; a line when there is nothing to list.
 */
export function PagedTable<Row>({ pageSize, empty, rows, ...table }: PagedTableProps<Row>) {
  const [page, setPage] = useState(1);
  if (!rows.length) {
    return (
      <Typography.Text type="secondary" data-testid={table['data-testid']}>
        {empty}
      </Typography.Text>
    );
  }
  const last = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, last);
  return (
    <>
      <SimpleTable {...table} rows={rows.slice((current - 1) * pageSize, current * pageSize)} />
      {rows.length > pageSize && (
        <Pagination
          size="small"
          style={{ marginTop: 8 }}
          current={current}
          pageSize={pageSize}
          total={rows.length}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}
