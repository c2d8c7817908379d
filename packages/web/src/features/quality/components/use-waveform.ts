import { type RefObject, useEffect, useState } from 'react';

/**
 * Draws the recording's waveform into `container` and lets a click or drag on it seek `audio`
 * (wavesurfer.js, decision 1807). The library is imported here, on demand, so it stays in the
 * chunk of the screens that play a call for review. Where the browser cannot decode audio the
 * waveform is left out and the player's own controls remain.
 */
export function useWaveform(
  container: RefObject<HTMLDivElement | null>,
  audio: RefObject<HTMLAudioElement | null>,
  url: string | undefined,
): { drawn: boolean } {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const element = container.current;
    const media = audio.current;
    if (!url || !element || !media || typeof window.AudioContext !== 'function') return;
    let destroyed = false;
    let destroy = () => {};
    void import('wavesurfer.js')
      .then(({ default: WaveSurfer }) => {
        if (destroyed) return;
        const waveform = WaveSurfer.create({
          container: element,
          media,
          height: 64,
          waveColor: '#91caff',
          progressColor: '#1677ff',
          cursorColor: '#0958d9',
          dragToSeek: true,
        });
        destroy = () => waveform.destroy();
        waveform.on('ready', () => setDrawn(true));
        return waveform.load(url);
      })
      .catch(() => setDrawn(false));
    return () => {
      destroyed = true;
      destroy();
    };
  }, [container, audio, url]);
  return { drawn };
}
