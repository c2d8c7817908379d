import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import type { Evaluation } from '../api/get-call-review';

/** What followed an evaluation: the agent's acknowledgement or dispute, and the evaluator's answer. */
export function EvaluationReplies({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation();
  const { status, agentComment, agentAnsweredAt, disputeAnswer, disputeOutcome, disputeAnsweredAt } = evaluation;
  if (status === 'submitted') return null;
  const disputed = status !== 'acknowledged';
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="evaluation-replies">
      <Alert
        type={disputed ? 'warning' : 'success'}
        title={t(disputed ? 'qualityReview.replies.disputed' : 'qualityReview.replies.acknowledged', {
          at: agentAnsweredAt ? formatDateTime(agentAnsweredAt) : '',
        })}
        description={agentComment ?? undefined}
      />
      {disputeAnswer !== null && disputeOutcome !== null && (
        <Alert
          type="info"
          title={t(`qualityReview.replies.${disputeOutcome}`, {
            at: disputeAnsweredAt ? formatDateTime(disputeAnsweredAt) : '',
          })}
          description={disputeAnswer}
        />
      )}
    </Space>
  );
}
