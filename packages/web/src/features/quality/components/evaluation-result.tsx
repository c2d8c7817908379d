import { Button, Card, Descriptions, List, Space, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format/duration';
import { formatDateTime } from '@/lib/format/format-date';
import type { Evaluation } from '../api/get-call-review';

type Props = { evaluation: Evaluation; onSeek: (seconds: number) => void };

const answerLabel = (value: number | null, kind: string, t: (key: string) => string) => {
  if (value === null) return t('quality.answers.na');
  if (kind === 'yesNo') return value === 1 ? t('quality.answers.yes') : t('quality.answers.no');
  return String(value);
};

/** A submitted evaluation: the score, each answer, and the comments at their moments of the call. */
export function EvaluationResult({ evaluation, onSeek }: Props) {
  const { t } = useTranslation();
  const answers = new Map(evaluation.answers.map((a) => [a.questionId, a.value]));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="evaluation-result">
      <Space size="large" align="center">
        <Statistic title={t('quality.fields.score')} value={evaluation.score} precision={1} suffix="/ 100" />
        {evaluation.criticalFailed && <Tag color="red">{t('quality.evaluate.criticalFailed')}</Tag>}
        <Tag>{t(`quality.enum.statuses.${evaluation.status}`)}</Tag>
      </Space>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('quality.fields.evaluator')}>{evaluation.evaluatorName}</Descriptions.Item>
        <Descriptions.Item label={t('quality.fields.name')}>
          {t('quality.evaluate.formVersion', { name: evaluation.formName, n: evaluation.formVersion.number })}
        </Descriptions.Item>
        <Descriptions.Item label={t('quality.fields.evaluatedAt')}>
          {formatDateTime(evaluation.createdAt)}
        </Descriptions.Item>
      </Descriptions>
      {evaluation.formVersion.sections.map((section) => (
        <Card key={section.title} size="small" title={section.title}>
          <Descriptions size="small" column={1} bordered>
            {section.questions.map((q) => (
              <Descriptions.Item key={q.id} label={q.text}>
                {answerLabel(answers.get(q.id) ?? null, q.kind, t)}
                {q.critical && answers.get(q.id) === 0 && (
                  <Tag color="red" style={{ marginLeft: 8 }}>
                    {t('quality.fields.critical')}
                  </Tag>
                )}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      ))}
      <Card size="small" title={t('quality.comments.title')}>
        <List
          size="small"
          dataSource={evaluation.comments}
          locale={{ emptyText: t('quality.comments.empty') }}
          renderItem={(comment) => (
            <List.Item>
              <Button type="link" size="small" onClick={() => onSeek(comment.atSeconds)}>
                {formatDuration(comment.atSeconds)}
              </Button>
              {comment.text}
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
}
