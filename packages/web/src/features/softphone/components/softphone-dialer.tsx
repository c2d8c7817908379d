import {
  AudioMutedOutlined,
  AudioOutlined,
  PauseCircleOutlined,
  PhoneOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import { Alert, Button, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../hooks/use-phone';
import type { CallData } from '../sip/types';
import { CallQualityLine } from './call-quality-line';
import { PhoneStatus } from './phone-status';

/**
 * The lead's phone widget: the number as the agent may see it, call and hang up, mute and hold,
 * the status label, and the test call. One call at a time (PHONE-26); hanging up is locked while
 * dialing without a connection, 10 s at most (PHONE-25).
 */
export function SoftphoneDialer({ callData }: { callData: CallData }) {
  const { t } = useTranslation();
  const phone = usePhone();
  if (!phone.available) return null;
  const { call, registration, endLocked, microphone } = phone.state;
  const registered = registration === 'Registered';
  const answered = call?.answeredAt != null;
  return (
    <Space orientation="vertical" size="small" data-testid="softphone-dialer">
      <Space wrap>
        <Typography.Text strong data-testid="dialer-phone">
          {callData.phone}
        </Typography.Text>
        <PhoneStatus />
      </Space>
      <Space wrap>
        {call ? (
          <Tooltip title={endLocked ? t('softphone.dialer.endLocked') : undefined}>
            <Button
              danger
              icon={<PhoneOutlined rotate={135} />}
              disabled={endLocked}
              onClick={() => phone.run({ name: 'hangup' })}
            >
              {t('softphone.actions.hangUp')}
            </Button>
          </Tooltip>
        ) : (
          <Button
            type="primary"
            icon={<PhoneOutlined />}
            disabled={!registered}
            onClick={() => phone.run({ name: 'call', data: callData, test: false })}
          >
            {t('softphone.actions.call')}
          </Button>
        )}
        <Button
          icon={call?.muted ? <AudioMutedOutlined /> : <AudioOutlined />}
          disabled={!answered}
          onClick={() => phone.run({ name: 'mute', on: !call?.muted })}
        >
          {call?.muted ? t('softphone.actions.unmute') : t('softphone.actions.mute')}
        </Button>
        <Button
          icon={call?.held ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
          disabled={!answered}
          onClick={() => phone.run({ name: 'hold', on: !call?.held })}
        >
          {call?.held ? t('softphone.actions.unhold') : t('softphone.actions.hold')}
        </Button>
        <Button disabled={!registered || call !== null} onClick={() => phone.run({ name: 'callTestNumber' })}>
          {t('softphone.actions.testCall')}
        </Button>
      </Space>
      <CallQualityLine />
      {microphone === 'missing' && <Alert type="error" showIcon title={t('softphone.microphone.missing')} />}
      {microphone === 'denied' && <Alert type="error" showIcon title={t('softphone.microphone.denied')} />}
    </Space>
  );
}
