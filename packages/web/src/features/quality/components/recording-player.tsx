import { Alert, Spin } from 'antd';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallAudio } from '@/lib/api/get-call-audio';
import { useWaveform } from './use-waveform';

type Props = {
  callAudioSrc: string;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** The playback position, in seconds, as it moves. */
  onPosition: (seconds: number) => void;
};

/** A call's recording with its waveform: play, pause and scrub while scoring the call. */
export function RecordingPlayer({ callAudioSrc, audioRef, onPosition }: Props) {
  const { t } = useTranslation();
  const audio = useCallAudio(callAudioSrc);
  const waveform = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const url = useMemo(() => (audio.data ? URL.createObjectURL(audio.data) : undefined), [audio.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  useWaveform(waveform, audioRef, url);

  if (audio.isError || failed) return <Alert type="error" showIcon title={t('quality.player.failed')} />;
  return (
    <Spin spinning={!url}>
      <div ref={waveform} data-testid="recording-waveform" style={{ minHeight: 64 }} />
      {/* biome-ignore lint/a11y/useMediaCaption: call recordings have no captions */}
      <audio
        ref={audioRef}
        controls
        src={url}
        data-testid="recording-audio"
        style={{ width: '100%' }}
        onError={() => url && setFailed(true)}
        onTimeUpdate={(event) => onPosition(event.currentTarget.currentTime)}
        onSeeked={(event) => onPosition(event.currentTarget.currentTime)}
      />
    </Spin>
  );
}
