// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { webmDuration, withWebmDuration } from '../sip/webm-duration';

const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A WebM as Chrome's MediaRecorder starts one: EBML header, a Segment of unknown size, Info without Duration, Tracks, a Cluster. */
function recorderWebm(): Uint8Array<ArrayBuffer> {
  const ebml = [0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x82, 0x81, 0x77]; // DocType-ish child, 4 bytes
  const info = [
    0x15,
    0x49,
    0xa9,
    0x66,
    0x8e, // Info, 14 bytes
    0x2a,
    0xd7,
    0xb1,
    0x83,
    0x0f,
    0x42,
    0x40, // TimecodeScale 1 000 000
    0x4d,
    0x80,
    0x84,
    ...ascii('Chro'), // MuxingApp
  ];
  const tracks = [0x16, 0x54, 0xae, 0x6b, 0x82, 0xae, 0x80]; // Tracks with an empty TrackEntry
  const cluster = [0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xe7, 0x81, 0x00];
  const segment = [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
  return bytes(ebml, segment, info, tracks, cluster);
}

describe('the recording’s duration (issue 14: the recording plays with seeking)', () => {
  it('writes the duration into a recorder’s WebM, keeping every other element', () => {
    const original = recorderWebm();
    expect(webmDuration(original)).toBeUndefined();
    const fixed = withWebmDuration(original, 63_250);
    expect(webmDuration(fixed)).toBe(63_250);
    // Info grew by the Duration element (11 bytes) and an 8-byte size instead of 1; the rest is intact.
    expect(fixed.length).toBe(original.length + 11 + 7);
    const tail = original.subarray(original.length - 22);
    expect(fixed.subarray(fixed.length - 22)).toEqual(tail);
    expect(new TextDecoder().decode(fixed)).toContain('Chro');
    // Writing it again replaces the duration rather than adding a second one.
    const again = withWebmDuration(fixed, 1_000);
    expect(webmDuration(again)).toBe(1_000);
    expect(again.length).toBe(fixed.length);
  });

  it('leaves anything that is not such a WebM unchanged', () => {
    const wav = new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')]);
    expect(withWebmDuration(wav, 1_000)).toBe(wav);
    expect(withWebmDuration(new Uint8Array(0), 1_000).length).toBe(0);
  });
});
