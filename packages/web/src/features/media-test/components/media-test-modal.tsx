import { Alert, Button, Divider, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { browserMediaTestDevices, type MediaTestDevices } from '../devices';
import { FAILURES_FOR_HINT, useMediaTest } from '../hooks/use-media-test';
import { MicrophoneErrorAlert } from './microphone-error-alert';
import { TestStepCard } from './test-step';

export const MEDIA_TEST_WIDTH = 700;

export type MediaTestModalProps = {
  open: boolean;
  /** voip plus voip:outbound may close it (MEDIA-13, A-17); everyone else can only log out (MEDIA-14). */
  canClose: boolean;
  onContinue(): void;
  onClose(): void;
  onLogout(): void;
  devices?: MediaTestDevices;
};

/**
 * The audio test of the tasks page (MEDIA-01..14): a microphone test (5 s recording with a
 * countdown, played back) and a speaker test; non-closable, width 700; Continue once both passed.
 */
export function MediaTestModal({
  open,
  canClose,
  onContinue,
  onClose,
  onLogout,
  devices = browserMediaTestDevices,
}: MediaTestModalProps) {
  const { t } = useTranslation();
  const test = useMediaTest(devices);
  const blocked = test.error?.kind === 'nonSupportedBrowser';
  return (
    <Modal
      open={open}
      width={MEDIA_TEST_WIDTH}
      title={t('mediaTest.screen.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={[
        canClose ? (
          <Button key="close" onClick={onClose}>
            {t('mediaTest.actions.close')}
          </Button>
        ) : (
          <Button key="logout" danger onClick={onLogout}>
            {t('common.actions.logOut')}
          </Button>
        ),
        <Button key="continue" type="primary" disabled={!test.bothPassed} onClick={onContinue}>
          {t('mediaTest.actions.continue')}
        </Button>,
      ]}
    >
      <div data-testid="media-test-modal" />
      {test.error && <MicrophoneErrorAlert error={test.error} />}
      {test.failures >= FAILURES_FOR_HINT && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="media-test-failed"
          title={t('mediaTest.result.testFailed')}
          description={t('mediaTest.result.testFailedHint')}
        />
      )}
      <Divider />
      <TestStepCard
        testId="microphone-test"
        title={t('mediaTest.microphone.title')}
        hint={t('mediaTest.microphone.hint', { seconds: 5 })}
        step={test.microphone}
        startLabel={t('mediaTest.microphone.start')}
        busyText={
          test.microphone === 'recording'
            ? t('mediaTest.microphone.recording', { seconds: test.countdown ?? 0 })
            : t('mediaTest.microphone.playing')
        }
        question={t('mediaTest.microphone.question')}
        disabled={blocked}
        onStart={test.startMicrophone}
        onAnswer={test.answerMicrophone}
      />
      <Divider />
      <TestStepCard
        testId="speaker-test"
        title={t('mediaTest.speaker.title')}
        hint={t('mediaTest.speaker.hint')}
        step={test.speaker}
        startLabel={t('mediaTest.speaker.start')}
        busyText={t('mediaTest.speaker.playing')}
        question={t('mediaTest.speaker.question')}
        disabled={blocked}
        onStart={test.startSpeaker}
        onAnswer={test.answerSpeaker}
      />
    </Modal>
  );
}
