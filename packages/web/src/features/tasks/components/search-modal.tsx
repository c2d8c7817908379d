import { Input, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAgentHistory } from '../api/get-agent-history';
import { useSearchLeads } from '../api/search-leads';
import { HistoryTable } from './history-table';

/**
 * The search modal (LEAD-09): an orders tab over the agent's orders (any status) and a leads
 * tab searching the caller's regions by phone (LEAD-56); a found lead is claimed by id.
 */
export function SearchModal({
  open,
  onClose,
  onClaim,
}: {
  open: boolean;
  onClose: () => void;
  onClaim: (leadId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('tasks.search.title')} width={900} footer={null} onCancel={onClose} destroyOnHidden>
      <Tabs
        items={[
          { key: 'orders', label: t('tasks.search.orders'), children: <OrdersTab /> },
          {
            key: 'leads',
            label: t('tasks.search.leads'),
            children: (
              <LeadsTab
                onClaim={(leadId) => {
                  onClose();
                  onClaim(leadId);
                }}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}

function OrdersTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const history = useAgentHistory({ type: 'ALL' });
  const needle = text.trim().toLowerCase();
  const items = needle
    ? (history.data ?? []).filter((row) =>
        [row.name, row.phone, row.shortCode, String(row.id)].some((v) => v.toLowerCase().includes(needle)),
      )
    : (history.data ?? []);
  return (
    <>
      <Input.Search
        allowClear
        aria-label={t('tasks.search.ordersQuery')}
        placeholder={t('tasks.search.ordersQuery')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <HistoryTable
        items={items}
        filtered={needle !== ''}
        loading={history.isLoading}
        onSelect={(row) => navigate(`/order/${row.id}`)}
        extraColumns={[
          { key: 'shortCode', title: t('tasks.history.fields.shortCode'), render: (row) => row.shortCode },
        ]}
      />
    </>
  );
}

function LeadsTab({ onClaim }: { onClaim: (leadId: number) => void }) {
  const { t } = useTranslation();
  const search = useSearchLeads();
  const [phone, setPhone] = useState('');
  const digits = phone.replace(/\D/g, '');
  return (
    <>
      <Input.Search
        aria-label={t('tasks.search.phone')}
        placeholder={t('tasks.search.phone')}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        onSearch={() => digits.length >= 6 && search.mutate(phone)}
        loading={search.isPending}
        enterButton
        status={search.isError ? 'error' : undefined}
        style={{ marginBottom: 12 }}
      />
      {digits.length > 0 && digits.length < 6 && <div role="note">{t('tasks.search.minDigits')}</div>}
      <HistoryTable
        items={search.data ?? []}
        filtered={search.isSuccess}
        loading={search.isPending}
        onSelect={(row) => onClaim(row.id)}
      />
    </>
  );
}
