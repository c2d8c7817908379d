import type { LeadCall } from '@umbrella/contract';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { actorLabel, statusLabel } from '../lib/labels';

/** The lead's calls with their durations and, where one is stored, the recording to play. */
export function LeadCalls({ calls }: { calls: LeadCall[] }) {
  const { t } = useTranslation();
  return (
    <Table<LeadCall>
      data-testid="lead-calls"
      size="small"
      rowKey={(call) => `${call.at}-${call.who?.accountId ?? 0}`}
      dataSource={calls}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('leads.calls.empty') }}
      columns={[
        { key: 'at', title: t('leads.calls.at'), render: (_, call) => formatDateTime(call.at) },
        { key: 'who', title: t('leads.calls.who'), render: (_, call) => actorLabel(t, call.who) },
        { key: 'status', title: t('leads.calls.outcome'), render: (_, call) => statusLabel(t, call.status) },
        {
          key: 'talk',
          title: t('leads.calls.callSeconds'),
          render: (_, call) => t('leads.calls.seconds', { count: call.callSeconds }),
        },
        {
          key: 'dial',
          title: t('leads.calls.dialSeconds'),
          render: (_, call) => t('leads.calls.seconds', { count: call.dialSeconds }),
        },
        {
          key: 'recording',
          title: t('leads.calls.recording'),
          render: (_, call) =>
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
