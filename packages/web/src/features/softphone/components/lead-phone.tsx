import { dialReference, type TaskDialing } from '@umbrella/contract';
import { Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { getActiveSoftphone } from '../active-softphone';
import { useDialOutcomes } from '../hooks/use-dial-outcomes';
import { useProgressiveDial } from '../hooks/use-progressive-dial';
import type { CallData } from '../sip/types';
import { ProgressiveCountdown } from './progressive-countdown';
import { SoftphoneDialer } from './softphone-dialer';
import { PHONE_TOAST_SECONDS } from './softphone-runtime';

/** What the tasks page hands its phone slot (structurally the tasks feature's PhoneSlotProps). */
export type LeadPhoneProps = {
  task: { id: number; type: 'LEAD' | 'CALL_BACK' | 'RECALL'; dialing?: TaskDialing };
  lead: { id: number; phone: string; encryptedPhone?: string | null };
  onDialFailed(durations: { dialDuration: number }): void;
  onUnavailable(limitExceeded: boolean): void;
  /** A busy line on a progressive lead: the task records Busy without a click (decision 1805). */
  onBusy?(): void;
};

/**
 * The phone widget of a task (LEAD-05): dials the lead's masked reference, so the agent never
 * holds the number (PHONE-07); reports an unavailable number and the dialing limit (ERR-27, ERR-28)
 * back to the task. A progressive task dials by itself after its preview (decision 1803).
 */
export function LeadPhone({ task, lead, onDialFailed, onUnavailable, onBusy }: LeadPhoneProps) {
  const { t } = useTranslation();
  const callData: CallData = {
    phone: lead.phone,
    callId: String(lead.id),
    encryptedPhone: lead.encryptedPhone || dialReference('lead', lead.id),
  };
  // A new task starts with a fresh dialer (INITIAL).
  const taskId = task.id;
  useEffect(() => {
    if (taskId) getActiveSoftphone()?.run({ name: 'reset' });
  }, [taskId]);
  const progressive = task.dialing?.mode === 'progressive';
  useDialOutcomes(task.id, {
    onUnavailable: () => onUnavailable(false),
    onBusy: progressive ? onBusy : undefined,
    onAttemptsExceeded: (durations) => {
      feedback.message.error({ content: t('softphone.toast.attemptsExceeded'), duration: PHONE_TOAST_SECONDS });
      if (task.type === 'LEAD') onDialFailed(durations);
      else onUnavailable(true);
    },
  });
  const countdown = useProgressiveDial(task.id, task.dialing, callData);
  return (
    <Space orientation="vertical" size="small">
      <ProgressiveCountdown dial={countdown} outsideCallingHours={task.dialing?.outsideCallingHours ?? false} />
      <SoftphoneDialer callData={callData} />
    </Space>
  );
}
