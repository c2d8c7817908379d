import { Checkbox, Input, Modal, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type AgentHistoryFilter, useAgentHistory } from '../api/get-agent-history';
import type { AgentHistoryItem } from '../types';
import { HistoryTable } from './history-table';

const matches = (row: AgentHistoryItem, text: string) => {
  const needle = text.trim().toLowerCase();
  return [row.name, row.phone, row.shortCode, String(row.id)].some((value) => value.toLowerCase().includes(needle));
};

/**
 * The agent's orders (TASK-29 "Orders", LEAD-63): approved orders of the last 7 days by
 * default (CONST-40), with the history row rules; select opens the order.
 */
export function OrdersHistoryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<AgentHistoryFilter['type']>('APPROVED');
  const [deposit, setDeposit] = useState(false);
  const [text, setText] = useState('');
  const history = useAgentHistory({ type, deposit: deposit || undefined });
  const filtered = text.trim() !== '' || deposit;
  const items = (history.data ?? []).filter((row) => !text.trim() || matches(row, text));
  return (
    <Modal open={open} title={t('tasks.history.ordersTitle')} width={900} footer={null} onCancel={onClose}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('tasks.history.filter')}
          aria-label={t('tasks.history.filter')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Segmented
          value={type}
          onChange={(value) => setType(value as AgentHistoryFilter['type'])}
          options={[
            { value: 'APPROVED', label: t('tasks.history.approved') },
            { value: 'ALL', label: t('tasks.history.all') },
          ]}
        />
        <Checkbox checked={deposit} onChange={(event) => setDeposit(event.target.checked)}>
          {t('tasks.history.deposit')}
        </Checkbox>
      </Space>
      <HistoryTable
        items={items}
        filtered={filtered}
        loading={history.isLoading}
        onSelect={(row) => navigate(`/order/${row.id}`)}
        extraColumns={[
          { key: 'shortCode', title: t('tasks.history.fields.shortCode'), render: (row) => row.shortCode },
        ]}
      />
    </Modal>
  );
}
