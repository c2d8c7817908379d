import { Alert, Card, Descriptions, Drawer, Space, Spin } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format/duration';
import { formatDateTime } from '@/lib/format/format-date';
import { useMyEvaluation } from '../api/get-my-evaluation';
import { AgentAnswerForm } from './agent-answer-form';
import { EvaluationReplies } from './evaluation-replies';
import { EvaluationResult } from './evaluation-result';
import { RecordingPlayer } from './recording-player';

type Props = { evaluationId: number | undefined; onClose: () => void };

/**
 * One of the agent's evaluations: its call's recording with the waveform, the agent's answer while
 * it can still give one, and the score, answers and comments; a comment's time seeks the recording.
 */
export function MyEvaluationDrawer({ evaluationId, onClose }: Props) {
  const { t } = useTranslation();
  const evaluation = useMyEvaluation(evaluationId);
  const audio = useRef<HTMLAudioElement>(null);
  const seek = (seconds: number) => {
    if (audio.current) audio.current.currentTime = seconds;
  };
  const data = evaluation.data;

  return (
    <Drawer
      open={evaluationId !== undefined}
      onClose={onClose}
      size="large"
      title={t('qualityReview.mine.drawerTitle')}
      destroyOnHidden
    >
      {evaluation.isError ? (
        <Alert type="error" showIcon title={t('qualityReview.mine.notFound')} />
      ) : !data ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('quality.fields.product')}>{data.call.productName}</Descriptions.Item>
            <Descriptions.Item label={t('quality.fields.callDate')}>
              {formatDateTime(data.call.callDate)}
            </Descriptions.Item>
            <Descriptions.Item label={t('quality.fields.duration')}>
              {formatDuration(data.call.billSec)}
            </Descriptions.Item>
          </Descriptions>
          <Card size="small">
            <RecordingPlayer callAudioSrc={data.call.callAudioSrc} audioRef={audio} onPosition={() => {}} />
          </Card>
          {data.status === 'submitted' ? (
            <AgentAnswerForm evaluationId={data.id} />
          ) : (
            <EvaluationReplies evaluation={data} />
          )}
          <EvaluationResult evaluation={data} onSeek={seek} />
        </Space>
      )}
    </Drawer>
  );
}
