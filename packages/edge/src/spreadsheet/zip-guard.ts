/**
 * Reads a zip's central directory (no inflating) and refuses an archive that would expand beyond
 * the limits: a zip bomb is refused before exceljs unpacks a byte of it. ZIP64 archives (over 4 GB
 * or 65 535 entries) are refused too: no report needs one.
 */
export type ZipVerdict = { ok: true; unzipped: number } | { ok: false; reason: string };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export function inspectZip(data: Buffer, limits: { maxUnzippedBytes: number; maxZipRatio: number }): ZipVerdict {
  const from = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'the file is not a complete zip archive' };
  const entries = data.readUInt16LE(eocd + 10);
  const size = data.readUInt32LE(eocd + 12);
  const offset = data.readUInt32LE(eocd + 16);
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff)
    return { ok: false, reason: 'ZIP64 archives are not accepted' };
  if (offset + size > data.length) return { ok: false, reason: 'the zip directory points outside the file' };
  let unzipped = 0;
  let at = offset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL)
      return { ok: false, reason: 'the zip directory is damaged' };
    const uncompressed = data.readUInt32LE(at + 24);
    if (uncompressed === 0xffffffff) return { ok: false, reason: 'ZIP64 archives are not accepted' };
    unzipped += uncompressed;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  if (unzipped > limits.maxUnzippedBytes) {
    return { ok: false, reason: `the workbook would expand to ${unzipped} bytes (limit ${limits.maxUnzippedBytes})` };
  }
  if (unzipped / Math.max(1, data.length) > limits.maxZipRatio) {
    return {
      ok: false,
      reason: `the workbook expands ${Math.round(unzipped / data.length)} times (limit ${limits.maxZipRatio})`,
    };
  }
  return { ok: true, unzipped };
}
