import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../hooks/use-phone';
import type { PillState } from '../sip/types';
import { SoftphoneRuntime } from './softphone-runtime';

const COLORS: Record<PillState, string> = {
  off: 'default',
  on: 'success',
  dialing: 'processing',
  connected: 'green',
  mute: 'orange',
  hold: 'gold',
};

/**
 * The header's softphone status pill (SHELL-53, PHONE-21): off, on, dialing, connected, mute,
 * hold, with "Reconnecting…" beside the call while the relay socket is opened again. It also hosts the softphone's runtime, since the header is on every signed-in screen.
 */
export function SoftphonePill() {
  return (
    <>
      <SoftphoneRuntime />
      <PillTag />
    </>
  );
}

function PillTag() {
  const { t } = useTranslation();
  const phone = usePhone();
  if (!phone.available) return null;
  return (
    <Tooltip
      title={t('softphone.registration.title', { state: t(`softphone.registration.${phone.state.registration}`) })}
    >
      <Tag
        color={phone.reconnecting ? 'warning' : COLORS[phone.pill]}
        data-testid="softphone-pill"
        data-state={phone.pill}
        data-reconnecting={phone.reconnecting || undefined}
      >
        {t(`softphone.pill.${phone.pill}`)}
        {phone.reconnecting ? ` · ${t('softphone.pill.reconnecting')}` : null}
      </Tag>
    </Tooltip>
  );
}
