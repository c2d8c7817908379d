/**
 * The call's recording, made by the agent's browser (decision 1441): a WebAudio graph puts the
 * agent's microphone on the left channel and the customer on the right, and a MediaRecorder
 * encodes the pair (opus in WebM where the browser has it). Separate channels keep who said what
 * apart for quality review; a player mixes them to both ears as any stereo file.
 */

import { withWebmDuration } from './webm-duration';

/** A recording in progress. */
export type CallRecording = {
  /** The customer's audio, when its track arrives after the recording started. */
  setRemote(stream: MediaStream): void;
  /** Ends the recording; resolves with its bytes (empty when nothing was recorded). */
  stop(): Promise<Blob>;
};

export type CallRecorder = {
  start(local: MediaStream, remote: MediaStream | null): CallRecording;
};

/** The container types tried in order; the first the browser can write wins. */
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm'];
/**
 * Stereo opus at 48 kbit/s, an hour about 22 MB. Not less: at 32 kbit/s libopus narrows the
 * stereo image (it codes mid/side and shrinks the side when bits are short), and the customer
 * came out 0–8 dB below the agent in the agent's channel; at 48 kbit/s and above the two stay
 * more than 60 dB apart (decision 1811).
 */
const BITS_PER_SECOND = 48_000;
/** A chunk a second, so a long call is not one growing buffer inside the encoder. */
const TIMESLICE_MS = 1_000;

/** The file format the server is told, from the recording's media type. */
export function recordingFormat(type: string): 'webm' | 'ogg' | 'wav' {
  if (type.startsWith('audio/ogg')) return 'ogg';
  if (type.startsWith('audio/wav')) return 'wav';
  return 'webm';
}

/** The browser's recorder, or null where MediaRecorder or WebAudio is missing (no recording then). */
export function browserCallRecorder(): CallRecorder | null {
  if (typeof MediaRecorder === 'undefined' || typeof AudioContext === 'undefined') return null;
  const mimeType = MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
  return {
    start(local, remote) {
      const context = new AudioContext();
      const merger = context.createChannelMerger(2);
      const destination = context.createMediaStreamDestination();
      destination.channelCount = 2;
      merger.connect(destination);
      const sources: MediaStreamAudioSourceNode[] = [];
      const connect = (stream: MediaStream, channel: 0 | 1) => {
        if (stream.getAudioTracks().length === 0) return;
        const source = context.createMediaStreamSource(stream);
        source.connect(merger, 0, channel);
        sources.push(source);
      };
      connect(local, 0);
      let remoteConnected = false;
      const setRemote = (stream: MediaStream) => {
        if (remoteConnected || stream.getAudioTracks().length === 0) return;
        remoteConnected = true;
        connect(stream, 1);
      };
      if (remote) setRemote(remote);
      const recorder = new MediaRecorder(destination.stream, {
        ...(mimeType ? { mimeType } : {}),
        audioBitsPerSecond: BITS_PER_SECOND,
      });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.start(TIMESLICE_MS);
      const startedAt = performance.now();
      // A suspended context (no user gesture yet) would record silence.
      void context.resume().catch(() => undefined);
      return {
        setRemote,
        stop: () =>
          new Promise<Blob>((resolve) => {
            const durationMs = performance.now() - startedAt;
            const done = () => {
              for (const source of sources) source.disconnect();
              void context.close().catch(() => undefined);
              const type = recorder.mimeType || mimeType || 'audio/webm';
              const recorded = new Blob(chunks, { type });
              if (!type.startsWith('audio/webm')) return resolve(recorded);
              // Players need the duration to show the length and to seek (webm-duration.ts).
              void recorded
                .arrayBuffer()
                .then((bytes) => resolve(new Blob([withWebmDuration(new Uint8Array(bytes), durationMs)], { type })))
                .catch(() => resolve(recorded));
            };
            if (recorder.state === 'inactive') return done();
            recorder.onstop = done;
            recorder.stop();
          }),
      };
    },
  };
}
