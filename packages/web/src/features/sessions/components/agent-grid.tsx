import { SettingOutlined } from '@ant-design/icons';
import { AGENT_FLOOR_STATES, type AgentFloorState } from '@umbrella/contract';
import { Button, Form, InputNumber, Popover, Select, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tableEmpty } from '@/components/table-empty';
import { usePermissions } from '@/hooks/use-current-user';
import { useNow } from '@/hooks/use-now';
import { hasPermission } from '@/lib/authorization';
import { formatDuration } from '@/lib/format/duration';
import type { Wallboard } from '../api/get-wallboard';
import { type FloorThresholds, loadThresholds, saveThresholds } from '../lib/floor-thresholds';

type AgentRow = Wallboard['onShift'][number];

const STATE_COLOURS: Record<AgentFloorState, string> = {
  WAITING: 'blue',
  DIALLING: 'cyan',
  ON_CALL: 'green',
  WRAP_UP: 'gold',
  IDLE: 'default',
};

/**
 * The live agent grid (decision 1799): one row per agent of the user's regions on a running
 * shift — state and time in it (ticking), the lead and product held, calls and orders today —
 * refreshed with the wallboard when the back-office pushes a change, never polled. A state held
 * past the supervisor's threshold is flagged in words and colour.
 */
export function AgentGrid({ agents, loading }: { agents: AgentRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const mayOpenLead = hasPermission(usePermissions(), 'lead:details:read');
  const [states, setStates] = useState<AgentFloorState[]>([]);
  const [groupId, setGroupId] = useState<number | undefined>();
  const [thresholds, setThresholds] = useState<FloorThresholds>(loadThresholds);

  const groups = useMemo(() => {
    const byId = new Map<number, string>();
    for (const agent of agents) for (const g of agent.groups) byId.set(g.id, g.name);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [agents]);
  const shown = agents.filter(
    (a) =>
      (!states.length || states.includes(a.state)) && (groupId === undefined || a.groups.some((g) => g.id === groupId)),
  );
  const secondsIn = (agent: AgentRow) => Math.max(0, (now - Date.parse(agent.since)) / 1000);
  const late = (agent: AgentRow) => secondsIn(agent) > thresholds[agent.state];

  const settings = (
    <Form<FloorThresholds>
      layout="vertical"
      size="small"
      initialValues={thresholds}
      onValuesChange={(_, all) => {
        const next = { ...thresholds, ...Object.fromEntries(Object.entries(all).filter(([, v]) => Number(v) > 0)) };
        setThresholds(next);
        saveThresholds(next);
      }}
    >
      {AGENT_FLOOR_STATES.map((state) => (
        <Form.Item
          key={state}
          name={state}
          label={t('sessions.grid.thresholdFor', { state: t(`sessions.wallboard.states.${state}`) })}
        >
          <InputNumber min={1} max={86_400} addonAfter="s" />
        </Form.Item>
      ))}
    </Form>
  );

  return (
    <section aria-label={t('sessions.grid.title')} data-testid="agent-grid" style={{ marginTop: 12 }}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Select<AgentFloorState[]>
          mode="multiple"
          allowClear
          style={{ minWidth: 220 }}
          aria-label={t('sessions.grid.stateFilter')}
          placeholder={t('sessions.grid.stateFilter')}
          value={states}
          onChange={setStates}
          options={AGENT_FLOOR_STATES.map((s) => ({ value: s, label: t(`sessions.wallboard.states.${s}`) }))}
        />
        <Select<number>
          allowClear
          style={{ minWidth: 200 }}
          aria-label={t('sessions.grid.groupFilter')}
          placeholder={t('sessions.grid.groupFilter')}
          value={groupId}
          onChange={setGroupId}
          options={groups.map(([id, name]) => ({ value: id, label: name }))}
        />
        <Popover trigger="click" title={t('sessions.grid.thresholds')} content={settings}>
          <Button icon={<SettingOutlined />}>{t('sessions.grid.thresholds')}</Button>
        </Popover>
      </Space>
      <Table<AgentRow>
        size="small"
        rowKey="accountId"
        loading={loading}
        dataSource={shown}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: tableEmpty(t('sessions.grid.empty')) }}
        columns={[
          {
            key: 'name',
            dataIndex: 'name',
            title: t('sessions.grid.agent'),
            sorter: (a, b) => a.name.localeCompare(b.name),
            defaultSortOrder: 'ascend',
          },
          {
            key: 'state',
            title: t('sessions.grid.state'),
            sorter: (a, b) => AGENT_FLOOR_STATES.indexOf(a.state) - AGENT_FLOOR_STATES.indexOf(b.state),
            render: (_, agent) => (
              <Tag color={STATE_COLOURS[agent.state]}>{t(`sessions.wallboard.states.${agent.state}`)}</Tag>
            ),
          },
          {
            key: 'time',
            title: t('sessions.grid.timeInState'),
            sorter: (a, b) => Date.parse(b.since) - Date.parse(a.since),
            render: (_, agent) => (
              <Space size={4}>
                <span data-testid="time-in-state">{formatDuration(secondsIn(agent))}</span>
                {late(agent) && (
                  <Tag color="red">{t('sessions.grid.over', { limit: formatDuration(thresholds[agent.state]) })}</Tag>
                )}
              </Space>
            ),
          },
          {
            key: 'lead',
            title: t('sessions.grid.lead'),
            render: (_, agent) =>
              agent.leadId === null ? (
                '—'
              ) : mayOpenLead ? (
                <Link to={`/lead/${agent.leadId}`}>#{agent.leadId}</Link>
              ) : (
                `#${agent.leadId}`
              ),
          },
          { key: 'product', title: t('sessions.wallboard.product'), render: (_, agent) => agent.productName ?? '—' },
          {
            key: 'calls',
            dataIndex: 'callsToday',
            title: t('sessions.grid.callsToday'),
            align: 'right',
            sorter: (a, b) => a.callsToday - b.callsToday,
          },
          {
            key: 'orders',
            dataIndex: 'ordersToday',
            title: t('sessions.grid.ordersToday'),
            align: 'right',
            sorter: (a, b) => a.ordersToday - b.ordersToday,
          },
          {
            key: 'groups',
            title: t('sessions.grid.groups'),
            render: (_, agent) => agent.groups.map((g) => g.name).join(', ') || '—',
          },
        ]}
      />
    </section>
  );
}
