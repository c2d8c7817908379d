import { Space, Table } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '@/components/antd-root';
import { formatDateTime } from '@/lib/format/format-date';
import { type CallRecord, type CallsQuery, useCalls } from '../api/get-calls';
import { CALLS_PAGE_SIZE, defaultPeriod } from '../lib/periods';
import { CallAudioPlayer } from './call-audio-player';
import { CallPhone } from './call-phone';
import { CdrFilters } from './cdr-filters';

type Filters = Omit<CallsQuery, 'pageNumber' | 'pageSize'>;

function initialFilters(): Filters {
  const [from, to] = defaultPeriod();
  return { hasCallsFrom: from.toISOString(), hasCallsTo: to.toISOString() };
}

/** /cdr (CDR-01..20): filters and a table of call records whose rows expand into a player. */
export function CdrPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const [page, setPage] = useState(0);
  const calls = useCalls({ ...filters, pageNumber: page, pageSize: CALLS_PAGE_SIZE });
  const update = useCallback((patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
  }, []);
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
            pagination={{
              current: page + 1,
              pageSize: CALLS_PAGE_SIZE,
              total: calls.data?.totalSize ?? 0,
              showSizeChanger: false,
              onChange: (next) => setPage(next - 1),
            }}
            columns={[
              {
                key: 'callDate',
                dataIndex: 'callDate',
                title: t('cdr.fields.callDate'),
                render: (v: string) => formatDateTime(v),
              },
              { key: 'billSec', dataIndex: 'billSec', title: t('cdr.fields.billSec') },
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
            ]}
          />
        </Space>
      </section>
    </AntdRoot>
  );
}
