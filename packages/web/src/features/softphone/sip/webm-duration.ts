/**
 * A MediaRecorder's WebM has no duration (the recorder streams it and never goes back), so a
 * player shows no length and cannot seek within it. This writes the duration into the file's
 * Segment Info, as Matroska defines it: the Info element is rebuilt with a Duration child. The
 * recorder's Segment has an unknown size and no SeekHead or Cues, so nothing after Info moves
 * out of place when it grows.
 */

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

type Element = { id: number; idLength: number; dataStart: number; size: number | null };

/** An element header at `pos`: its id (with its marker bits), and its size (null: unknown). */
function readElement(bytes: Uint8Array, pos: number): Element | null {
  const first = bytes[pos];
  if (first === undefined || first === 0) return null;
  const idLength = Math.clz32(first) - 23;
  if (idLength > 4 || pos + idLength >= bytes.length) return null;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + (bytes[pos + i] as number);
  const sizeStart = pos + idLength;
  const sizeFirst = bytes[sizeStart] as number;
  if (sizeFirst === 0) return null;
  const sizeLength = Math.clz32(sizeFirst) - 23;
  let size = sizeFirst & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = bytes[sizeStart + i] as number;
    size = size * 256 + byte;
    if (byte !== 0xff) unknown = false;
  }
  return { id, idLength, dataStart: sizeStart + sizeLength, size: unknown ? null : size };
}

function readUnsigned(bytes: Uint8Array, start: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + (bytes[start + i] as number);
  return value;
}

/** An 8-byte element size (marker 0x01 and 7 bytes of value). */
function size8(size: number): Uint8Array {
  const out = new Uint8Array(8);
  out[0] = 0x01;
  let rest = size;
  for (let i = 7; i >= 1; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return out;
}

/** The bytes with the duration (ms) written into Segment Info; unchanged when not a WebM with an Info. */
export function withWebmDuration(bytes: Uint8Array<ArrayBuffer>, durationMs: number): Uint8Array<ArrayBuffer> {
  const header = readElement(bytes, 0);
  if (!header || header.id !== EBML || header.size === null) return bytes;
  const segment = readElement(bytes, header.dataStart + header.size);
  if (!segment || segment.id !== SEGMENT) return bytes;
  const segmentEnd = segment.size === null ? bytes.length : segment.dataStart + segment.size;
  for (let pos = segment.dataStart; pos < segmentEnd; ) {
    const child = readElement(bytes, pos);
    if (!child || child.size === null || child.id === CLUSTER) return bytes;
    const end = child.dataStart + child.size;
    if (child.id === INFO) {
      let scale = 1_000_000;
      const kept: Uint8Array[] = [];
      for (let p = child.dataStart; p < end; ) {
        const item = readElement(bytes, p);
        if (!item || item.size === null) return bytes;
        const itemEnd = item.dataStart + item.size;
        if (item.id === TIMECODE_SCALE) scale = readUnsigned(bytes, item.dataStart, item.size);
        if (item.id !== DURATION) kept.push(bytes.subarray(p, itemEnd));
        p = itemEnd;
      }
      const duration = new Uint8Array(11);
      duration.set([0x44, 0x89, 0x88]);
      new DataView(duration.buffer).setFloat64(3, durationMs / (scale / 1_000_000));
      const content = [...kept, duration];
      const contentSize = content.reduce((sum, part) => sum + part.length, 0);
      const parts = [
        bytes.subarray(0, pos),
        bytes.subarray(pos, pos + child.idLength),
        size8(contentSize),
        ...content,
        bytes.subarray(end),
      ];
      const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
      let offset = 0;
      for (const part of parts) {
        out.set(part, offset);
        offset += part.length;
      }
      return out;
    }
    pos = end;
  }
  return bytes;
}

/** The duration (ms) a WebM's Segment Info declares, if any (what a player reads). */
export function webmDuration(bytes: Uint8Array): number | undefined {
  const header = readElement(bytes, 0);
  if (!header || header.id !== EBML || header.size === null) return undefined;
  const segment = readElement(bytes, header.dataStart + header.size);
  if (!segment || segment.id !== SEGMENT) return undefined;
  for (let pos = segment.dataStart; pos < bytes.length; ) {
    const child = readElement(bytes, pos);
    if (!child || child.size === null || child.id === CLUSTER) return undefined;
    if (child.id === INFO) {
      let scale = 1_000_000;
      let duration: number | undefined;
      for (let p = child.dataStart; p < child.dataStart + child.size; ) {
        const item = readElement(bytes, p);
        if (!item || item.size === null) return undefined;
        if (item.id === TIMECODE_SCALE) scale = readUnsigned(bytes, item.dataStart, item.size);
        if (item.id === DURATION) {
          const view = new DataView(bytes.buffer, bytes.byteOffset + item.dataStart, item.size);
          duration = item.size === 4 ? view.getFloat32(0) : view.getFloat64(0);
        }
        p = item.dataStart + item.size;
      }
      return duration === undefined ? undefined : duration * (scale / 1_000_000);
    }
    pos = child.dataStart + child.size;
  }
  return undefined;
}
