import type { MicrophoneState } from './types';

/** How the engine (and the media test) get the microphone; a fake in tests. */
export type MediaAccess = { getAudio(): Promise<MediaStream> };

export const browserMediaAccess: MediaAccess = {
  getAudio: () =>
    navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    }),
};

/** NotFoundError (no microphone) and NotAllowedError (permission denied) need different help. */
export function microphoneStateOf(error: unknown): MicrophoneState {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'denied';
  return 'error';
}
