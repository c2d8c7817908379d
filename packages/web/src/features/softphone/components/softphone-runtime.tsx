import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth/session-context';
import { reportError } from '@/lib/errors/error-store';
import { feedback } from '@/lib/feedback/feedback';
import { formatDateTime } from '@/lib/format/format-date';
import { createSocketTicket } from '@/lib/socket-ticket';
import { setActiveSoftphone } from '../active-softphone';
import { uploadCallRecording } from '../api/upload-call-recording';
import { writeCallLog } from '../api/write-call-log';
import { useVoipAccess } from '../hooks/use-voip-access';
import { browserCallRecorder } from '../sip/call-recorder';
import { loadJsSip } from '../sip/jssip-port';
import { browserMediaAccess } from '../sip/media-access';
import { createSoftphone } from '../sip/softphone';
import type { CallData, PhoneToast } from '../sip/types';
import { isSoftphoneEnabled, subscribeSoftphonePreference } from '../sip-preference';
import { IncomingCallModal } from './incoming-call-modal';

/** The lead a call is for, when it is one (the test call and incoming calls are not). */
const leadIdOf = (data: CallData): number | null => {
  const leadId = Number(data.callId);
  return Number.isInteger(leadId) && leadId > 0 ? leadId : null;
};

/** Error toasts of the phone stay 7 s (ERR-26..29). */
export const PHONE_TOAST_SECONDS = 7;

/**
 * Starts the agent's softphone when voip is on and the configuration loaded (PHONE-01..04), and
 * stops it at sign-out. Lives in the header, which every signed-in screen has; renders the
 * remote audio element and the incoming-call dialog; the phone's toasts go through lib/feedback.
 */
export function SoftphoneRuntime() {
  const { t } = useTranslation();
  const session = useSession();
  const access = useVoipAccess();
  const audio = useRef<HTMLAudioElement>(null);
  const showToast = useRef<(toast: PhoneToast) => void>(() => undefined);
  showToast.current = (toast) =>
    feedback.message.error({ content: t(`softphone.toast.${toast}`), duration: PHONE_TOAST_SECONDS });
  const showRecordingLost = useRef<(leadId: number, endedAt: Date) => void>(() => undefined);
  // Stays until closed: the agent may be on the next call when the last retry gives up.
  showRecordingLost.current = (leadId, endedAt) =>
    feedback.notification.error({
      title: t('softphone.recordingLost.title'),
      description: t('softphone.recordingLost.description', { leadId, time: formatDateTime(endedAt) }),
      duration: 0,
    });

  const accountId = access.status === 'ready' ? access.accountId : null;
  const enabled = useSyncExternalStore(
    subscribeSoftphonePreference,
    () => accountId !== null && isSoftphoneEnabled(accountId),
  );
  const config = access.status === 'ready' ? access.config : null;

  const failure = access.status === 'failed' ? access.error : null;
  useEffect(() => {
    if (!failure) return;
    feedback.notification.error({
      title: t('softphone.configFailed.title'),
      description: t('softphone.configFailed.description'),
      key: 'voip-config-failed',
    });
    reportError(failure);
  }, [failure, t]);

  useEffect(() => {
    if (!config || accountId === null || !enabled || !config.extensionId) return;
    const fallback = new Audio();
    const softphone = createSoftphone({
      accountId,
      settings: {
        serverUrl: config.serverUrl,
        extensionId: config.extensionId,
        password: config.password,
        testNumber: config.testNumber,
        domain: config.domain,
      },
      deps: {
        jssip: loadJsSip,
        accessToken: () => session.getAccessToken(),
        socketTicket: () => createSocketTicket(config.serverUrl),
        media: browserMediaAccess,
        remoteAudio: () => audio.current ?? fallback,
        callLog: (action, data, quality) => {
          const leadId = leadIdOf(data);
          if (leadId) void writeCallLog(leadId, action, quality);
        },
        recorder: browserCallRecorder(),
        recorded: (recording, data) => {
          // After the hang-up, beside whatever the agent does next (decision 1441).
          // Kept in memory and retried with back-off (decision 1811); the agent hears when it is lost.
          const leadId = leadIdOf(data);
          if (!leadId) return;
          const endedAt = new Date();
          void uploadCallRecording(leadId, recording, { report: reportError }).then((stored) => {
            if (!stored) showRecordingLost.current(leadId, endedAt);
          });
        },
        report: reportError,
        toast: (toast) => showToast.current(toast),
      },
    });
    setActiveSoftphone(softphone);
    return () => {
      setActiveSoftphone(null);
      softphone.stop();
    };
  }, [config, accountId, enabled, session]);

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a phone call has no captions */}
      <audio ref={audio} autoPlay hidden data-testid="softphone-remote-audio" />
      <IncomingCallModal />
    </>
  );
}
