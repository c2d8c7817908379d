import { Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '@/components/antd-root';
import { tableEmpty } from '@/components/table-empty';
import { formatDateTime } from '@/lib/format/format-date';
import { usePagedFilters } from '@/lib/table/use-paged-filters';
import { type AuditEntry, useAudit } from '../api/get-audit';
import { AUDIT_PAGE_SIZE, auditQuery, type AuditFilters as Filters } from '../lib/audit-filters';
import { describeDetails } from '../lib/describe-details';
import { AuditFilters } from './audit-filters';

/** /audit: who did what to which record, newest first, for owner:users. */
export function AuditPage() {
  const { t } = useTranslation();
  const { filters, update, page, pagination } = usePagedFilters<Filters>({
    actor: undefined,
    action: undefined,
    targetType: undefined,
    targetId: undefined,
    fromDay: undefined,
    toDay: undefined,
  });
  const entries = useAudit(auditQuery(filters, page));
  return (
    <AntdRoot>
      <section style={{ background: '#fff', borderRadius: 4, padding: 16 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <AuditFilters filters={filters} update={update} />
          <Table<AuditEntry>
            rowKey="id"
            size="small"
            loading={entries.isFetching}
            dataSource={entries.data?.content ?? []}
            locale={{ emptyText: tableEmpty(t('audit.empty')) }}
            pagination={pagination(Math.min(entries.data?.totalSize ?? 0, 10_000), AUDIT_PAGE_SIZE)}
            columns={[
              { key: 'at', dataIndex: 'at', title: t('audit.fields.at'), render: (at: string) => formatDateTime(at) },
              {
                key: 'actor',
                title: t('audit.fields.actor'),
                render: (_, entry) => (entry.actorName ? `${entry.actorName} (${entry.actorLogin})` : entry.actorLogin),
              },
              {
                key: 'action',
                dataIndex: 'action',
                title: t('audit.fields.action'),
                render: (action: string) => t(`audit.enum.actions.${action}`, { defaultValue: action }),
              },
              {
                key: 'target',
                title: t('audit.fields.target'),
                render: (_, entry) =>
                  `${t(`audit.enum.targets.${entry.targetType}`, { defaultValue: entry.targetType })} ${entry.targetId}`,
              },
              {
                key: 'details',
                title: t('audit.fields.details'),
                render: (_, entry) => describeDetails(entry.details),
              },
            ]}
          />
        </Space>
      </section>
    </AntdRoot>
  );
}
