import { Alert, Select, Slider, Space, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallAudio } from '@/lib/api/get-call-audio';
import { PLAYBACK_RATES, VOLUME } from '../lib/periods';

/** The expanded row's player (CDR-12..16): speeds 1–2, volume 0.01–1 in steps of 0.025. */
export function CallAudioPlayer({ callAudioSrc }: { callAudioSrc: string | null }) {
  const { t } = useTranslation();
  const audio = useCallAudio(callAudioSrc);
  const element = useRef<HTMLAudioElement>(null);
  const [rate, setRate] = useState<number>(1);
  const [volume, setVolume] = useState<number>(1);
  const [failed, setFailed] = useState(false);
  const url = useMemo(() => (audio.data ? URL.createObjectURL(audio.data) : undefined), [audio.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (!callAudioSrc) return <span>{t('cdr.audio.none')}</span>;
  if (audio.isError || failed) return <Alert type="error" showIcon title={t('cdr.audio.failed')} />;
  if (!url) return <Spin size="small" />;
  return (
    <Space wrap>
      {/* biome-ignore lint/a11y/useMediaCaption: call recordings have no captions */}
      <audio
        ref={element}
        controls
        src={url}
        data-testid="call-audio"
        onError={() => setFailed(true)}
        onLoadedMetadata={(event) => {
          event.currentTarget.playbackRate = rate;
          event.currentTarget.volume = volume;
        }}
      />
      <Select
        aria-label={t('cdr.audio.speed')}
        value={rate}
        onChange={(next: number) => {
          setRate(next);
          if (element.current) element.current.playbackRate = next;
        }}
        options={PLAYBACK_RATES.map((value) => ({ value, label: `${value}x` }))}
        style={{ width: 90 }}
      />
      <Slider
        aria-label={t('cdr.audio.volume')}
        min={VOLUME.min}
        max={VOLUME.max}
        step={VOLUME.step}
        value={volume}
        onChange={(next: number) => {
          setVolume(next);
          if (element.current) element.current.volume = next;
        }}
        style={{ width: 140 }}
      />
    </Space>
  );
}
