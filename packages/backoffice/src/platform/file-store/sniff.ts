/**
 * What a file is, by its first bytes rather than its name or declared type (uploads are checked
 * by content, DESIGN.md): the image formats and PDF receipts may be, and the spreadsheet
 * containers reports may be.
 */
const SIGNATURES: readonly { type: string; bytes: readonly number[]; offset?: number }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
];

function startsWith(data: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  return data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
}

/** The content type the bytes show, or undefined when none of the known signatures matches. */
export function sniffContentType(data: Uint8Array): string | undefined {
  for (const signature of SIGNATURES) if (startsWith(data, signature.bytes, signature.offset)) return signature.type;
  // RIFF....WEBP
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}
