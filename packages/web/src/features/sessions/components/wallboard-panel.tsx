import { AGENT_FLOOR_STATES, REGIONS } from '@umbrella/contract';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { useWallboard, type Wallboard } from '../api/get-wallboard';
import { AgentGrid } from './agent-grid';

// The charts' library loads only when the wallboard draws them (decision 1802).
const FloorDaySection = lazy(async () => ({ default: (await import('./floor-day-section')).FloorDaySection }));

type QueueRow = Wallboard['queue'][number];
const regionName = (id: string) => REGIONS.find((r) => r.id === id)?.name ?? id;

/**
 * The live supervisor wallboard (beyond the spec, decision 1421): agents on shift by state, each
 * of them on the agent grid (decision 1799), the queue per product and task type, and the last
 * hour's calls — refreshed when the back-office pushes that the figures moved.
 */
export function WallboardPanel() {
  const { t } = useTranslation();
  const board = useWallboard();
  const data = board.data;
  return (
    <section aria-label={t('sessions.wallboard.title')} data-testid="wallboard">
      <Row gutter={[12, 12]}>
        {AGENT_FLOOR_STATES.map((state) => (
          <Col key={state} flex="1 1 160px">
            <Card size="small">
              <Statistic title={t(`sessions.wallboard.states.${state}`)} value={data?.agents[state] ?? '–'} />
            </Card>
          </Col>
        ))}
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic title={t('sessions.wallboard.calls')} value={data?.lastHour.calls ?? '–'} />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic title={t('sessions.wallboard.answered')} value={data?.lastHour.answered ?? '–'} />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic
              title={t('sessions.wallboard.outcomes')}
              value={data ? data.lastHour.outcomes.reduce((sum, o) => sum + o.leads, 0) : '–'}
            />
          </Card>
        </Col>
      </Row>
      <AgentGrid agents={data?.onShift ?? []} loading={board.isLoading} />
      <Table<QueueRow>
        style={{ marginTop: 12 }}
        size="small"
        rowKey={(row) => `${row.regionId}:${row.productId}:${row.taskType}`}
        loading={board.isLoading}
        dataSource={data?.queue ?? []}
        pagination={false}
        locale={{ emptyText: tableEmpty(t('sessions.wallboard.emptyQueue')) }}
        columns={[
          { key: 'region', title: t('sessions.wallboard.region'), render: (_, row) => regionName(row.regionId) },
          { key: 'product', dataIndex: 'productName', title: t('sessions.wallboard.product') },
          {
            key: 'taskType',
            title: t('sessions.wallboard.taskType'),
            render: (_, row) => t(`sessions.wallboard.taskTypes.${row.taskType}`),
          },
          { key: 'waiting', dataIndex: 'waiting', title: t('sessions.wallboard.waiting'), align: 'right' },
        ]}
      />
      <Suspense fallback={null}>
        <FloorDaySection />
      </Suspense>
    </section>
  );
}
