/**
 * What the media test needs from the browser: the microphone, a recorder, playback and a test
 * tone. Screen tests hand in fakes; the browser implementation uses getUserMedia, MediaRecorder
 * and Web Audio.
 */
export type MediaTestDevices = {
  userAgent: string;
  getAudio(): Promise<MediaStream>;
  /** Records the stream for `ms` milliseconds. */
  record(stream: MediaStream, ms: number): Promise<Blob>;
  /** Plays a recording back; resolves when it ended. */
  playRecording(recording: Blob): Promise<void>;
  /** Plays a short test tone through the speakers; resolves when it ended. */
  playTone(ms: number): Promise<void>;
};

function playUrl(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const audio = new Audio(url);
    audio.onended = () => {
      URL.revokeObjectURL(url);
      resolve();
    };
    audio.onerror = () => reject(new Error('The recording cannot be played'));
    audio.play().catch(reject);
  });
}

export const browserMediaTestDevices: MediaTestDevices = {
  userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  getAudio: () => navigator.mediaDevices.getUserMedia({ audio: true }),
  record(stream, ms) {
    return new Promise((resolve, reject) => {
      const recorder = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      recorder.onerror = () => reject(new Error('Recording failed'));
      recorder.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        resolve(new Blob(chunks, { type: recorder.mimeType }));
      };
      recorder.start();
      setTimeout(() => recorder.state !== 'inactive' && recorder.stop(), ms);
    });
  },
  playRecording: (recording) => playUrl(URL.createObjectURL(recording)),
  async playTone(ms) {
    const context = new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 440;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    await new Promise((resolve) => setTimeout(resolve, ms));
    oscillator.stop();
    await context.close();
  },
};
