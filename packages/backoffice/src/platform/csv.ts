/**
 * CSV cells and rows as spreadsheets read them back (RFC 4180): every cell quoted, quotes
 * doubled, and a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first)
 * prefixed with an apostrophe, so an exported name can not become a formula (CSV injection).
 */
export function csvCell(value: unknown): string {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One CSV record with its line end. */
export function csvRow(values: readonly unknown[], separator = ','): string {
  return `${values.map(csvCell).join(separator)}\r\n`;
}
