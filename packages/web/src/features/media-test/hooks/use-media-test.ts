import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaTestDevices } from '../devices';
import { browserError, type MicrophoneError, microphoneError } from '../microphone-error';

/** MEDIA-06: the recording lasts 5 s with a countdown from 5. */
export const RECORDING_SECONDS = 5;
/** MEDIA-11: after 3 failures the failed-test hint shows. */
export const FAILURES_FOR_HINT = 3;
const TONE_MS = 2_000;

export type TestStep = 'idle' | 'recording' | 'playing' | 'asking' | 'passed' | 'failed';

export type MediaTest = {
  microphone: TestStep;
  speaker: TestStep;
  countdown: number | null;
  /** One counter for both tests: a yes resets it, a no adds one. */
  failures: number;
  error: MicrophoneError | null;
  startMicrophone(): void;
  startSpeaker(): void;
  answerMicrophone(heard: boolean): void;
  answerSpeaker(heard: boolean): void;
  bothPassed: boolean;
};

/** The state of the microphone and speaker tests (MEDIA-05..12). */
export function useMediaTest(devices: MediaTestDevices): MediaTest {
  const [microphone, setMicrophone] = useState<TestStep>('idle');
  const [speaker, setSpeaker] = useState<TestStep>('idle');
  const [countdown, setCountdown] = useState<number | null>(null);
  const [failures, setFailures] = useState(0);
  const [error, setError] = useState<MicrophoneError | null>(() => browserError(devices.userAgent));
  const mounted = useRef(true);
  useEffect(() => {
    // Set again on every mount: StrictMode mounts, unmounts and mounts once more in development.
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const startMicrophone = useCallback(() => {
    const unsupported = browserError(devices.userAgent);
    if (unsupported) return setError(unsupported);
    setError(null);
    void (async () => {
      let stream: MediaStream;
      try {
        stream = await devices.getAudio();
      } catch (failure) {
        if (mounted.current) setError(microphoneError(failure));
        return;
      }
      setMicrophone('recording');
      setCountdown(RECORDING_SECONDS);
      const ticker = setInterval(
        () => setCountdown((value) => (value !== null && value > 1 ? value - 1 : value)),
        1_000,
      );
      try {
        const recording = await devices.record(stream, RECORDING_SECONDS * 1_000);
        clearInterval(ticker);
        if (!mounted.current) return;
        setCountdown(null);
        setMicrophone('playing');
        await devices.playRecording(recording);
        if (mounted.current) setMicrophone('asking');
      } catch (failure) {
        clearInterval(ticker);
        if (!mounted.current) return;
        setCountdown(null);
        setMicrophone('idle');
        setError(microphoneError(failure));
      }
    })();
  }, [devices]);

  const startSpeaker = useCallback(() => {
    setSpeaker('playing');
    devices.playTone(TONE_MS).then(
      () => mounted.current && setSpeaker('asking'),
      (failure: unknown) => {
        if (!mounted.current) return;
        setSpeaker('idle');
        setError(microphoneError(failure));
      },
    );
  }, [devices]);

  const answer = (set: (step: TestStep) => void) => (heard: boolean) => {
    set(heard ? 'passed' : 'failed');
    setFailures((count) => (heard ? 0 : count + 1));
  };

  return {
    microphone,
    speaker,
    countdown,
    failures,
    error,
    startMicrophone,
    startSpeaker,
    answerMicrophone: answer(setMicrophone),
    answerSpeaker: answer(setSpeaker),
    bothPassed: microphone === 'passed' && speaker === 'passed',
  };
}
