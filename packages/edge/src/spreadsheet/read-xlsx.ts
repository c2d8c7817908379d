/**
 * Reads the first worksheet of an .xlsx held in memory, one row at a time, with exceljs's streaming
 * reader. exceljs reads a zip in its stored order and, when the sheet comes before the shared
 * strings (Excel's and LibreOffice's order) or there are none, writes the whole sheet to a temporary
 * file and reads it back afterwards: the report's contents on disk, and garbage that grows with the
 * rows (decision 1874). Here the zip's directory says where each part is, so exceljs's own part
 * parsers are handed the workbook properties, shared strings and styles first and then the sheet,
 * straight from memory.
 */
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { openZipEntry } from './zip-entry.js';
import type { ZipEntry } from './zip-guard.js';

/** The part parsers of exceljs's WorkbookReader (exceljs 4.4), each given a stream of the part's bytes. */
type PartParsers = {
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: Readable, sheetNo: string): Iterable<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
};

/** The part names exceljs's streaming reader looks for. */
const SHEET = /xl\/worksheets\/sheet(\d+)[.]xml/;

/** Each row of the first worksheet (in the archive's order, as exceljs takes it), until `onRow` answers false. */
export async function readFirstWorksheet(
  data: Buffer,
  entries: readonly ZipEntry[],
  onRow: (row: ExcelJS.Row) => boolean,
): Promise<void> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as unknown as Readable, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Kept: a number cell is a date by its style's number format.
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as PartParsers;
  const part = (name: string) => entries.find((entry) => entry.name === name);
  const open = (entry: ZipEntry | undefined) => (entry ? openZipEntry(data, entry) : undefined);
  const workbook = open(part('xl/workbook.xml'));
  if (workbook) await reader._parseWorkbook(workbook);
  const sharedStrings = open(part('xl/sharedStrings.xml'));
  if (sharedStrings) for await (const _ of reader._parseSharedStrings(sharedStrings));
  const styles = open(part('xl/styles.xml'));
  if (styles) await reader._parseStyles(styles);
  const sheet = entries.find((entry) => SHEET.test(entry.name));
  if (!sheet) return;
  const sheetNo = SHEET.exec(sheet.name)?.[1] ?? '1';
  for (const { value: worksheet } of reader._parseWorksheet(openZipEntry(data, sheet), sheetNo)) {
    for await (const row of worksheet) if (!onRow(row)) break;
  }
}
