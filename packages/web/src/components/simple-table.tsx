import type { CSSProperties, ReactNode } from 'react';

export type SimpleColumn<Row> = { key: string; title: ReactNode; render: (row: Row) => ReactNode };

export type SimpleTableProps<Row> = {
  columns: SimpleColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Rows under the body (totals): a label and a value spanning the other columns. */
  footer?: { key: string; label: ReactNode; value: ReactNode }[];
  'data-testid'?: string;
};

const cell: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #f0f0f0', textAlign: 'left' };
const head: CSSProperties = { ...cell, background: '#fafafa', fontWeight: 600 };

/**
 * A small read-only table in plain markup, for a few rows that need no sorting, paging or
 * selection (an order's products). antd's Table costs ~80 KB gzip with what it pulls in, which
 * a screen that only lists three lines should not pay before it can paint (the start-up budget).
 */
export function SimpleTable<Row>({ columns, rows, rowKey, footer = [], ...rest }: SimpleTableProps<Row>) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid={rest['data-testid']}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" style={head}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.key} style={cell}>
                {column.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer.length > 0 && (
        <tfoot>
          {footer.map((line) => (
            <tr key={line.key}>
              <th scope="row" style={cell}>
                {line.label}
              </th>
              <td style={cell} colSpan={Math.max(columns.length - 1, 1)}>
                {line.value}
              </td>
            </tr>
          ))}
        </tfoot>
      )}
    </table>
  );
}
