import { Alert, Space, Spin, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Calibration, useCalibration } from '../api/get-calibration';

type Row = Calibration['questions'][number];

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The call's evaluators side by side (decision 1809): per question each one's answer and the
 * spread as a share of the question's scale, the questions they answered differently marked, and
 * the scores with their spread.
 */
export function CalibrationTable({ callId }: { callId: number }) {
  const { t } = useTranslation();
  const calibration = useCalibration(callId, true);
  if (calibration.isError) return <Alert type="error" showIcon title={t('qualityReview.calibration.unavailable')} />;
  if (!calibration.data) return <Spin />;
  const { evaluators, questions, scoreSpread, otherVersions, formName, formVersionNumber } = calibration.data;
  const answer = (row: Row, value: number | null) => {
    if (value === null) return t('quality.answers.na');
    if (row.question.kind === 'yesNo') return value === 1 ? t('quality.answers.yes') : t('quality.answers.no');
    return `${value} / ${row.question.scaleMax}`;
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="calibration">
      <Space size="large" wrap>
        <span>{t('quality.evaluate.formVersion', { name: formName, n: formVersionNumber })}</span>
        <Statistic title={t('qualityReview.calibration.scoreSpread')} value={scoreSpread} precision={1} />
      </Space>
      {otherVersions > 0 && (
        <Alert type="info" showIcon title={t('qualityReview.calibration.otherVersions', { count: otherVersions })} />
      )}
      <Table<Row>
        rowKey={(row) => row.question.id}
        size="small"
        pagination={false}
        dataSource={questions}
        onRow={(row) => ({ 'data-differs': row.differs, style: row.differs ? { background: '#fff7e6' } : undefined })}
        columns={[
          {
            key: 'question',
            title: t('qualityReview.calibration.question'),
            render: (_, row) => (
              <span>
                {row.section} · {row.question.text}
              </span>
            ),
          },
          ...evaluators.map((e, index) => ({
            key: `evaluator-${e.evaluationId}`,
            title: t('qualityReview.calibration.evaluator', { name: e.evaluatorName, score: e.score.toFixed(1) }),
            render: (_: unknown, row: Row) => answer(row, row.values[index] ?? null),
          })),
          {
            key: 'spread',
            title: t('qualityReview.calibration.spread'),
            render: (_, row) =>
              row.differs ? <Tag color="orange">{percent(row.spread)}</Tag> : <span>{percent(row.spread)}</span>,
          },
        ]}
      />
    </Space>
  );
}
