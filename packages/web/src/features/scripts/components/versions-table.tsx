import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateMinutes } from '@/lib/format/format-date';
import type { ScriptVersion } from '../types';

/** The versions view (SCRIPT-07): newest first, Published or Created, one of them selected. */
export function VersionsTable(props: {
  versions: ScriptVersion[];
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
        { key: 'id', title: t('scripts.versions.id'), render: (_, row) => row.id },
        { key: 'created', title: t('scripts.versions.created'), render: (_, row) => formatDateMinutes(row.createdAt) },
        {
          key: 'state',
          title: t('scripts.versions.state'),
          render: (_, row) =>
            row.publishedAt ? (
              <Tag color="green">{t('scripts.versions.published')}</Tag>
            ) : (
              <Tag>{t('scripts.versions.created')}</Tag>
            ),
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
