import { Card, Col, Progress, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { oneDecimal } from '@/lib/format/decimal';
import { formatDuration } from '@/lib/format/duration';
import { percent } from '@/lib/format/percent';
import type { StatsFigures as Figures } from '../api/get-stats';

/** Counts and rings side by side end on one line. */
const FULL_HEIGHT = { height: '100%' };

/** The mean evaluation score with how many calls it is of ("80.0 · 3 evaluated calls"), or a dash. */
export function qualityText(
  figures: Figures | undefined,
  language: string,
  evaluated: (count: number) => string,
): string | undefined {
  if (!figures) return undefined;
  if (figures.averageQualityScore == null) return '—';
  return `${oneDecimal(figures.averageQualityScore, language)} · ${evaluated(figures.evaluations)}`;
}

/**
 * One agent's or team's figures: counts as numbers, the two rates as rings (decision 1613: seen
 * at a glance rather than read).
 */
export function StatsFigures({ figures, loading }: { figures?: Figures; loading?: boolean }) {
  const { t, i18n } = useTranslation();
  const ring = (label: string, rate: number | null | undefined, testId: string) => (
    <Card size="small" loading={loading} data-testid={testId} style={FULL_HEIGHT}>
      <Statistic title={label} valueRender={() => null} />
      <Progress
        type="dashboard"
        size={96}
        aria-label={label}
        percent={percent(rate)}
        format={() => (rate == null ? '—' : `${percent(rate)}%`)}
      />
    </Card>
  );
  const count = (label: string, value: string | number | undefined, testId: string) => (
    <Card size="small" loading={loading} data-testid={testId} style={FULL_HEIGHT}>
      <Statistic title={label} value={value ?? '—'} />
    </Card>
  );
  return (
    <Row gutter={[12, 12]} align="stretch">
      <Col xs={12} md={8} xl={4}>
        {count(t('profile.figures.leadsWorked'), figures?.leadsWorked, 'figure-leads-worked')}
      </Col>
      <Col xs={12} md={8} xl={4}>
        {ring(t('profile.figures.approveRate'), figures?.approveRate, 'figure-approve-rate')}
      </Col>
      <Col xs={12} md={8} xl={4}>
        {count(t('profile.figures.orders'), figures?.orders, 'figure-orders')}
      </Col>
      <Col xs={12} md={8} xl={4}>
        {ring(t('profile.figures.buyoutRate'), figures?.buyoutRate, 'figure-buyout-rate')}
      </Col>
      <Col xs={12} md={8} xl={4}>
        {count(t('profile.figures.delivered'), figures?.delivered, 'figure-delivered')}
      </Col>
      <Col xs={12} md={8} xl={4}>
        {count(t('profile.figures.averageTalk'), formatDuration(figures?.averageTalkSeconds), 'figure-average-talk')}
      </Col>
      <Col xs={12} md={8} xl={4}>
        {count(
          t('profile.figures.qualityScore'),
          qualityText(figures, i18n.language, (n) => t('profile.figures.evaluated', { count: n })),
          'figure-quality-score',
        )}
      </Col>
    </Row>
  );
}
