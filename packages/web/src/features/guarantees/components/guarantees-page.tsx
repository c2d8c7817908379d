import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { GUARANTEES_PAGE_SIZE, type GuaranteeStatus } from '@umbrella/contract';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '@/components/antd-root';
import { tableEmpty } from '@/components/table-empty';
import { feedback } from '@/lib/feedback/feedback';
import { formatDay } from '@/lib/format/format-date';
import { usePagedFilters } from '@/lib/table/use-paged-filters';
import { type GuaranteeRow, isComputing, useApproveGuarantee, useGuarantees } from '../api/guarantees';
import { formatApproveRate, statusColor } from '../lib/format';
import { DeclineModal } from './decline-modal';
import { type GuaranteeFilters, GuaranteeFiltersBar } from './guarantee-filters';
import { NewGuaranteeSetModal } from './new-set-modal';

const rowKey = (row: GuaranteeRow) => (row.id === null ? `set-${row.setId}` : String(row.id));
const orDash = (value: number | string | null) => (value === null ? '—' : value);

/**
 * /guarantees (GUAR-01..29): Refresh, 'New guarantee set', the filters and the rows of the sets
 * 25 a page; a draft row is approved after a Yes or declined with a comment. A set still being
 * computed shows as one Draft row without actions until its rows are there.
 */
export function GuaranteesPage() {
  const { t } = useTranslation();
  const { filters, update, page, pagination } = usePagedFilters<GuaranteeFilters>({
    statusValue: 'ANY',
    webmasterName: undefined,
    agencyName: undefined,
    partner: undefined,
    offerId: undefined,
  });
  const [creating, setCreating] = useState(false);
  const [declining, setDeclining] = useState<number | null>(null);
  const list = useGuarantees({ ...filters, number: page, size: GUARANTEES_PAGE_SIZE });
  const approve = useApproveGuarantee();

  const approveRow = async (id: number) => {
    try {
      await approve.mutateAsync(id);
      feedback.message.success(t('guarantees.messages.approved'));
    } catch (error) {
      feedback.message.error((error as Error).message);
    }
  };

  return (
    <AntdRoot>
      <section style={{ background: '#fff', borderRadius: 4, padding: 16 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <GuaranteeFiltersBar filters={filters} update={update} />
            <Space>
              <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
                {t('guarantees.actions.refresh')}
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                {t('guarantees.actions.newSet')}
              </Button>
            </Space>
          </Space>
          <Table<GuaranteeRow>
            rowKey={rowKey}
            size="small"
            loading={list.isFetching}
            dataSource={list.data?.content ?? []}
            locale={{ emptyText: tableEmpty(t('guarantees.empty')) }}
            scroll={{ x: 'max-content' }}
            pagination={pagination(list.data?.totalSize ?? 0, GUARANTEES_PAGE_SIZE)}
            columns={[
              {
                key: 'from',
                dataIndex: 'guaranteeSetFrom',
                title: t('guarantees.fields.periodFrom'),
                render: (day: string) => formatDay(day),
              },
              {
                key: 'to',
                dataIndex: 'guaranteeSetTo',
                title: t('guarantees.fields.periodTo'),
                render: (day: string) => formatDay(day),
              },
              {
                key: 'status',
                dataIndex: 'status',
                title: t('guarantees.fields.status'),
                render: (status: GuaranteeStatus) => (
                  <Tag color={statusColor(status)}>{t(`guarantees.status.${status}`)}</Tag>
                ),
              },
              {
                key: 'offer',
                title: t('guarantees.fields.offer'),
                render: (_, row) =>
                  isComputing(row) ? (
                    <Typography.Text type="secondary">{t('guarantees.computing')}</Typography.Text>
                  ) : (
                    row.offerId
                  ),
              },
              { key: 'partner', dataIndex: 'partner', title: t('guarantees.fields.partner') },
              { key: 'webmaster', dataIndex: 'webmasterName', title: t('guarantees.fields.webmaster') },
              {
                key: 'guarantee',
                dataIndex: 'guaranteeValue',
                title: t('guarantees.fields.guarantee'),
                render: (value: number | null) => (value === null ? '—' : `${value}%`),
              },
              { key: 'total', dataIndex: 'totalLeads', title: t('guarantees.fields.totalLeads'), render: orDash },
              {
                key: 'rate',
                dataIndex: 'actualApproveRate',
                title: t('guarantees.fields.approveRate'),
                render: formatApproveRate,
              },
              {
                key: 'toApprove',
                dataIndex: 'leadsToApprove',
                title: t('guarantees.fields.leadsToApprove'),
                render: orDash,
              },
              {
                key: 'actions',
                title: t('guarantees.fields.actions'),
                render: (_, row) => {
                  const id = row.id;
                  if (id === null || row.status !== 'DRAFT') return null;
                  return (
                    <Space>
                      <Popconfirm
                        title={t('guarantees.approveConfirm')}
                        okText={t('guarantees.actions.yes')}
                        cancelText={t('guarantees.actions.no')}
                        onConfirm={() => approveRow(id)}
                      >
                        <Button size="small" type="primary">
                          {t('guarantees.actions.approve')}
                        </Button>
                      </Popconfirm>
                      <Button size="small" danger onClick={() => setDeclining(id)}>
                        {t('guarantees.actions.decline')}
                      </Button>
                    </Space>
                  );
                },
              },
            ]}
          />
        </Space>
      </section>
      <NewGuaranteeSetModal open={creating} onClose={() => setCreating(false)} />
      <DeclineModal guaranteeId={declining} onClose={() => setDeclining(null)} />
    </AntdRoot>
  );
}
