import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../hooks/use-phone';
import { statusLabelKey } from '../sip/status-labels';
import type { CallState } from '../sip/types';

const COLORS: Partial<Record<CallState, string>> = {
  connecting: 'processing',
  accepted: 'success',
  confirmed: 'success',
  unhold: 'success',
  unmute: 'success',
  hold: 'gold',
  mute: 'orange',
  busy: 'warning',
  unauthorized: 'error',
  'denied media': 'error',
  'not found': 'error',
  failed: 'error',
  unavailable: 'warning',
};

/** The phone status label (PHONE-27) of the live or the last call. */
export function PhoneStatus() {
  const { t } = useTranslation();
  const { callState } = usePhone();
  if (!callState) return null;
  return (
    <Tag color={COLORS[callState] ?? 'default'} data-testid="phone-status" data-state={callState}>
      {t(statusLabelKey(callState))}
    </Tag>
  );
}
