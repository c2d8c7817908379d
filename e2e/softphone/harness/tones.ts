/**
 * Known tones in and out of a call: a pulsed sine as a WAV for Chromium's fake microphone (a
 * steady one is pulled down by the browser's noise suppression within ~1.5 s), a WAV reader for
 * what baresip recorded, and the dominant frequency of samples (Goertzel over a range of
 * frequencies, on the loudest second).
 */

/** 16-bit mono PCM WAV: `frequency` Hz in bursts of 400 ms every 500 ms, for `seconds`. */
export function pulsedToneWav(frequency: number, seconds: number, sampleRate = 48_000): Buffer {
  const count = seconds * sampleRate;
  const data = Buffer.alloc(count * 2);
  for (let i = 0; i < count; i++) {
    const t = i / sampleRate;
    const on = t % 0.5 < 0.4;
    const value = on ? 0.5 * Math.sin(2 * Math.PI * frequency * t) : 0;
    data.writeInt16LE(Math.round(value * 32_767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The channels of a 16-bit PCM WAV as floats. */
export function readWav(file: Buffer): { sampleRate: number; channels: Float32Array[] } {
  let offset = 12;
  let sampleRate = 0;
  let channelCount = 0;
  let bits = 0;
  while (offset + 8 <= file.length) {
    const id = file.toString('ascii', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      channelCount = file.readUInt16LE(body + 2);
      sampleRate = file.readUInt32LE(body + 4);
      bits = file.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (bits !== 16) throw new Error(`expected 16-bit PCM, got ${bits} bits`);
      const end = Math.min(file.length, body + size);
      const frames = Math.floor((end - body) / (2 * channelCount));
      const channels = Array.from({ length: channelCount }, () => new Float32Array(frames));
      for (let f = 0; f < frames; f++) {
        for (let c = 0; c < channelCount; c++) {
          (channels[c] as Float32Array)[f] = file.readInt16LE(body + (f * channelCount + c) * 2) / 32_768;
        }
      }
      return { sampleRate, channels };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk in the WAV file');
}

/**
 * The frequency (Hz, in `step` steps between `from` and `to`) with the most energy in the
 * loudest one-second window of `samples`, and that window's RMS level.
 */
export function dominantFrequency(
  samples: Float32Array,
  sampleRate: number,
  { from = 200, to = 2_000, step = 10 } = {},
): { frequency: number; rms: number } {
  const window = Math.min(samples.length, sampleRate);
  // Fewer than two samples would never advance the window below.
  if (window < 2) return { frequency: 0, rms: 0 };
  let best = 0;
  let bestRms = -1;
  for (let start = 0; start + window <= samples.length; start += Math.floor(window / 2)) {
    let sum = 0;
    for (let i = start; i < start + window; i++) sum += (samples[i] as number) ** 2;
    const rms = Math.sqrt(sum / window);
    if (rms > bestRms) {
      bestRms = rms;
      best = start;
    }
  }
  let frequency = 0;
  let power = -1;
  for (let f = from; f <= to; f += step) {
    const coefficient = 2 * Math.cos((2 * Math.PI * f) / sampleRate);
    let s1 = 0;
    let s2 = 0;
    for (let i = best; i < best + window; i++) {
      const s0 = (samples[i] as number) + coefficient * s1 - s2;
      s2 = s1;
      s1 = s0;
    }
    const p = s1 * s1 + s2 * s2 - coefficient * s1 * s2;
    if (p > power) {
      power = p;
      frequency = f;
    }
  }
  return { frequency, rms: Math.max(0, bestRms) };
}

/** The power of `frequency` in `length` samples from `start`, Hann-windowed (Goertzel). */
function tonePower(samples: Float32Array, sampleRate: number, frequency: number, start: number, length: number) {
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / sampleRate);
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < length; i++) {
    const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (length - 1));
    const s0 = (samples[start + i] as number) * hann + coefficient * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return Math.max(s1 * s1 + s2 * s2 - coefficient * s1 * s2, 1e-30);
}

/** One window's crosstalk: how far (dB) a tone is below itself in the other channel. */
export type CrosstalkWindow = { at: number; db: number };

/**
 * How far `frequency` in the channel `other` stays below itself in its own channel `own`, in
 * windows of `windowSeconds` every half window, wherever the tone is present in its own channel
 * (its power within `presentDb` of its loudest window): the separation a reviewer hears.
 */
export function crosstalk(
  own: Float32Array,
  other: Float32Array,
  sampleRate: number,
  frequency: number,
  { windowSeconds = 1, presentDb = 20 } = {},
): CrosstalkWindow[] {
  const length = Math.floor(windowSeconds * sampleRate);
  if (length < 2) throw new Error(`a window of ${length} samples`);
  const readings: { at: number; own: number; other: number }[] = [];
  for (let start = 0; start + length <= Math.min(own.length, other.length); start += Math.floor(length / 2)) {
    readings.push({
      at: start / sampleRate,
      own: tonePower(own, sampleRate, frequency, start, length),
      other: tonePower(other, sampleRate, frequency, start, length),
    });
  }
  const loudest = Math.max(...readings.map((r) => r.own));
  return readings
    .filter((r) => 10 * Math.log10(loudest / r.own) <= presentDb)
    .map((r) => ({ at: r.at, db: 10 * Math.log10(r.own / r.other) }));
}
