import type { LeadCall } from '@umbrella/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { statusLabel } from '@/lib/format/status-label';
import { actorLabel } from '../lib/labels';
import { LeadTable } from './lead-table';

/** The lead's calls with their durations and, where one is stored, the recording to play. */
export function LeadCalls({ calls }: { calls: LeadCall[] }) {
  const { t } = useTranslation();
  return (
    <LeadTable<LeadCall>
      data-testid="lead-calls"
      empty={t('leads.calls.empty')}
      rows={calls}
      rowKey={(call) => `${call.at}-${call.who?.accountId ?? 0}`}
      columns={[
        { key: 'at', title: t('leads.calls.at'), render: (call) => formatDateTime(call.at) },
        { key: 'who', title: t('leads.calls.who'), render: (call) => actorLabel(t, call.who) },
        { key: 'status', title: t('leads.calls.outcome'), render: (call) => statusLabel(t, call.status) },
        {
          key: 'talk',
          title: t('leads.calls.callSeconds'),
          render: (call) => t('leads.calls.seconds', { count: call.callSeconds }),
        },
        {
          key: 'dial',
          title: t('leads.calls.dialSeconds'),
          render: (call) => t('leads.calls.seconds', { count: call.dialSeconds }),
        },
        {
          key: 'recording',
          title: t('leads.calls.recording'),
          render: (call) =>
            call.recordingUrl ? (
              // biome-ignore lint/a11y/useMediaCaption: call recordings have no captions
              <audio controls preload="none" src={call.recordingUrl} aria-label={t('leads.calls.recording')} />
            ) : (
              <Typography.Text type="secondary">{t('leads.calls.noRecording')}</Typography.Text>
            ),
        },
      ]}
    />
  );
}
