import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import type { ScriptVersion } from '../types';

/**
 * The versions view (SCRIPT-07): newest first, each by its number within the script (v1, v2, …),
 * one of them selected. Only the version agents read now is Published; one published before it
 * is Superseded, a draft Created.
 */
export function VersionsTable(props: {
  versions: ScriptVersion[];
  publishedId: number | undefined;
  selectedId: number | undefined;
  onSelect: (version: ScriptVersion) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table<ScriptVersion>
      data-testid="script-versions"
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={props.versions}
      rowClassName={(row) => (row.id === props.selectedId ? 'ant-table-row-selected' : '')}
      columns={[
        { key: 'number', title: t('scripts.versions.id'), render: (_, row) => `v${row.number}` },
        { key: 'created', title: t('scripts.versions.created'), render: (_, row) => formatDateTime(row.createdAt) },
        {
          key: 'state',
          title: t('scripts.versions.state'),
          render: (_, row) => {
            if (row.id === props.publishedId) return <Tag color="green">{t('scripts.versions.published')}</Tag>;
            if (row.publishedAt) return <Tag>{t('scripts.versions.superseded')}</Tag>;
            return <Tag color="blue">{t('scripts.versions.created')}</Tag>;
          },
        },
        {
          key: 'open',
          title: '',
          render: (_, row) => (
            <Button size="small" disabled={row.id === props.selectedId} onClick={() => props.onSelect(row)}>
              {row.id === props.selectedId ? t('scripts.versions.selected') : t('scripts.versions.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}
