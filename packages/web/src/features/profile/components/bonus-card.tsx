import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAgentStats } from '../api/get-stats';
import type { StatsChoice } from '../lib/stats-choice';

/**
 * My bonus (PROFILE-12, one's own profile only): what bonuses are paid on — delivered orders and
 * orders of the chosen period. The amounts are computed on the payslip (decision 1611).
 */
export function BonusCard({ accountId, choice }: { accountId: number; choice: StatsChoice }) {
  const { t } = useTranslation();
  const stats = useAgentStats(accountId, choice);
  const figures = stats.data?.figures;
  return (
    <Card title={t('profile.bonus.title')} data-testid="bonus-card" loading={stats.isPending}>
      <Row gutter={12}>
        <Col span={12}>
          <Statistic title={t('profile.bonus.delivered')} value={figures?.delivered ?? 0} />
        </Col>
        <Col span={12}>
          <Statistic title={t('profile.bonus.orders')} value={figures?.orders ?? 0} />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('profile.bonus.hint', { period: t(`profile.enum.periods.${choice.period}`) })}
      </Typography.Paragraph>
    </Card>
  );
}
