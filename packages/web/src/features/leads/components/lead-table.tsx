import { Typography } from 'antd';
import { SimpleTable, type SimpleTableProps } from '@/components/simple-table';

/**
 * A lead page list: the plain table (antd's Table would take the route past its 350 KB budget),
 * or a line saying the list is empty.
 */
export function LeadTable<Row>({ empty, ...table }: SimpleTableProps<Row> & { empty: string }) {
  if (!table.rows.length) {
    return (
      <Typography.Text type="secondary" data-testid={table['data-testid']}>
        {empty}
      </Typography.Text>
    );
  }
  return <SimpleTable {...table} />;
}
