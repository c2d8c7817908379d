import { Button, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AntdRoot } from '@/components/antd-root';
import { usePermissions } from '@/hooks/use-current-user';
import { hasPermission } from '@/lib/authorization';
import { formatDateTime } from '@/lib/format/format-date';
import { type EveryFilter, usePagedFilters } from '@/lib/table/use-paged-filters';
import { type CallRecord, type CallsQuery, useCalls } from '../api/get-calls';
import { CALLS_PAGE_SIZE, defaultPeriod } from '../lib/periods';
import { CallAudioPlayer } from './call-audio-player';
import { CallPhone } from './call-phone';
import { CallQualityCell } from './call-quality-cell';
import { CdrFilters } from './cdr-filters';

type Filters = Omit<CallsQuery, 'pageNumber' | 'pageSize'>;

function initialFilters(): EveryFilter<Filters> {
  const [from, to] = defaultPeriod();
  return {
    hasCallsFrom: from.toISOString(),
    hasCallsTo: to.toISOString(),
    phoneNumber: undefined,
    webmasterId: undefined,
    regionId: undefined,
    productId: undefined,
    scriptId: undefined,
    agentId: undefined,
    leadStatus: undefined,
  };
}

/** /cdr (CDR-01..20): filters and a table of call records whose rows expand into a player. */
export function CdrPage() {
  const { t } = useTranslation();
  const { filters, update, page, pagination } = usePagedFilters<Filters>(initialFilters);
  const calls = useCalls({ ...filters, pageNumber: page, pageSize: CALLS_PAGE_SIZE });
  // Scoring a recorded call opens the quality screen (decision 1807).
  const mayEvaluate = hasPermission(usePermissions(), 'quality:evaluate');
  const navigate = useNavigate();
  return (
    <AntdRoot>
      <section style={{ background: '#fff', borderRadius: 4, padding: 16 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <CdrFilters filters={filters} update={update} />
          <Table<CallRecord>
            rowKey="id"
            size="small"
            loading={calls.isFetching}
            dataSource={calls.data?.content ?? []}
            expandable={{ expandedRowRender: (call) => <CallAudioPlayer callAudioSrc={call.callAudioSrc} /> }}
            pagination={pagination(calls.data?.totalSize ?? 0, CALLS_PAGE_SIZE)}
            columns={[
              {
                key: 'callDate',
                dataIndex: 'callDate',
                title: t('cdr.fields.callDate'),
                render: (v: string) => formatDateTime(v),
              },
              { key: 'billSec', dataIndex: 'billSec', title: t('cdr.fields.billSec') },
              {
                key: 'quality',
                title: t('cdr.fields.quality'),
                render: (_, call) => <CallQualityCell quality={call.quality} />,
              },
              { key: 'productName', dataIndex: 'productName', title: t('cdr.fields.product') },
              { key: 'scriptName', dataIndex: 'scriptName', title: t('cdr.fields.script') },
              {
                key: 'agent',
                title: t('cdr.fields.agent'),
                render: (_, call) => [call.agentName, call.agentSurname].filter(Boolean).join(' '),
              },
              { key: 'leadStatus', dataIndex: 'leadStatus', title: t('cdr.fields.leadStatus') },
              { key: 'leadId', dataIndex: 'leadId', title: t('cdr.fields.lead') },
              { key: 'orderId', dataIndex: 'orderId', title: t('cdr.fields.order') },
              { key: 'leadFullname', dataIndex: 'leadFullname', title: t('cdr.fields.client') },
              {
                key: 'phone',
                title: t('cdr.fields.phone'),
                render: (_, call) => <CallPhone leadId={call.leadId} phone={call.phoneNumber} />,
              },
              ...(mayEvaluate
                ? [
                    {
                      key: 'evaluate',
                      title: '',
                      render: (_: unknown, call: CallRecord) =>
                        call.callAudioSrc && (
                          <Button size="small" onClick={() => navigate(`/quality/calls/${call.id}`)}>
                            {t('cdr.actions.evaluate')}
                          </Button>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        </Space>
      </section>
    </AntdRoot>
  );
}
