import { statusTag } from '@umbrella/contract';
import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/dates';
import { statusLabel } from '@/lib/format/status-label';
import { type HistoryRow, historyRows, selectDisabled } from '../lib/history-rows';

/** A history list with its row rules (TASK-25..28) and a select button per row. */
export function HistoryTable<T extends HistoryRow>({
  items,
  filtered,
  loading,
  onSelect,
  extraColumns = [],
}: {
  items: readonly T[];
  filtered: boolean;
  loading?: boolean;
  onSelect: (row: T) => void;
  extraColumns?: { key: string; title: string; render: (row: T) => React.ReactNode }[];
}) {
  const { t } = useTranslation();
  return (
    <Table<T>
      size="small"
      rowKey={(row) => `${row.id}:${row.status}`}
      loading={loading}
      dataSource={historyRows(items)}
      pagination={{ pageSize: 15, hideOnSinglePage: true }}
      columns={[
        { key: 'id', title: t('tasks.history.fields.id'), dataIndex: 'id' },
        ...extraColumns.map((column) => ({
          key: column.key,
          title: column.title,
          render: (_: unknown, row: T) => column.render(row),
        })),
        { key: 'name', title: t('tasks.history.fields.name'), dataIndex: 'name' },
        {
          key: 'status',
          title: t('tasks.history.fields.status'),
          render: (_, row) => <Tag>{statusLabel(t, row.status, statusTag(row.status) ?? String(row.status))}</Tag>,
        },
        {
          key: 'lastdate',
          title: t('tasks.history.fields.lastdate'),
          render: (_, row) => formatDateTime(row.lastdate),
        },
        { key: 'phone', title: t('tasks.history.fields.phone'), dataIndex: 'phone' },
        {
          key: 'select',
          title: '',
          render: (_, row) => (
            <Button size="small" disabled={selectDisabled(row, filtered)} onClick={() => onSelect(row)}>
              {t('tasks.history.select')}
            </Button>
          ),
        },
      ]}
    />
  );
}
