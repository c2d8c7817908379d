import { Alert, Button, Card, Descriptions, Drawer, Empty, Select, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AntdRoot } from '@/components/antd-root';
import { formatDuration } from '@/lib/format/duration';
import { formatDateTime } from '@/lib/format/format-date';
import { useCallReview } from '../api/get-call-review';
import { CalibrationTable } from './calibration-table';
import { DisputeAnswerForm } from './dispute-answer-form';
import { EvaluationForm } from './evaluation-form';
import { EvaluationReplies } from './evaluation-replies';
import { EvaluationResult } from './evaluation-result';
import { RecordingPlayer } from './recording-player';

/**
 * /quality/calls/{callId}: a supervisor listens to a recorded call, scrubbing its waveform, and
 * scores it with a form of the call's product; once submitted, the result shows (decision 1807).
 */
export function EvaluateCallPage() {
  const { t } = useTranslation();
  const callId = Number(useParams().callId);
  const review = useCallReview(callId);
  const audio = useRef<HTMLAudioElement>(null);
  const [position, setPosition] = useState(0);
  const [formId, setFormId] = useState<number>();
  const [calibrating, setCalibrating] = useState(false);
  const seek = (seconds: number) => {
    if (audio.current) audio.current.currentTime = seconds;
    setPosition(seconds);
  };

  if (review.isError) return <Alert type="error" showIcon title={t('quality.evaluate.notFound')} />;
  if (!review.data) return <Spin />;
  const { call, forms, mine } = review.data;
  const form = forms.find((f) => f.id === formId) ?? forms[0];
  return (
    <AntdRoot>
      <section style={{ background: '#fff', borderRadius: 4, padding: 16 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={4}>
            <Descriptions.Item label={t('quality.fields.agent')}>{call.agentName}</Descriptions.Item>
            <Descriptions.Item label={t('quality.fields.product')}>{call.productName}</Descriptions.Item>
            <Descriptions.Item label={t('quality.fields.callDate')}>{formatDateTime(call.callDate)}</Descriptions.Item>
            <Descriptions.Item label={t('quality.fields.duration')}>{formatDuration(call.billSec)}</Descriptions.Item>
          </Descriptions>
          <Card size="small">
            <RecordingPlayer callAudioSrc={call.callAudioSrc} audioRef={audio} onPosition={setPosition} />
          </Card>
          {mine ? (
            <>
              <Button style={{ alignSelf: 'flex-start' }} onClick={() => setCalibrating(true)}>
                {t('qualityReview.calibration.open')}
              </Button>
              <EvaluationReplies evaluation={mine} />
              {mine.status === 'disputed' && <DisputeAnswerForm key={mine.id} evaluation={mine} />}
              <EvaluationResult evaluation={mine} onSeek={seek} />
            </>
          ) : form ? (
            <>
              {forms.length > 1 && (
                <Select
                  aria-label={t('quality.fields.name')}
                  value={form.id}
                  onChange={setFormId}
                  options={forms.map((f) => ({ value: f.id, label: f.name }))}
                  style={{ minWidth: 240 }}
                />
              )}
              <EvaluationForm key={form.id} callId={call.id} form={form} position={position} onSeek={seek} />
            </>
          ) : (
            <Empty description={t('quality.evaluate.noForm')} />
          )}
        </Space>
        <Drawer
          open={calibrating}
          onClose={() => setCalibrating(false)}
          size="large"
          title={t('qualityReview.calibration.title')}
          destroyOnHidden
        >
          <CalibrationTable callId={call.id} />
        </Drawer>
      </section>
    </AntdRoot>
  );
}
