/**
 * The one spreadsheet writer (DESIGN: "the spreadsheet parser and writer … in one place"): an
 * .xlsx streamed to the response with exceljs's streaming writer, each row committed as it is
 * written, so a large export keeps memory flat.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetColumn = { header: string; key: string; width?: number; numFmt?: string };
export type SheetRow = Record<string, string | number | Date | boolean | null>;

/** Writes one sheet: a bold header row, then every row the source yields, committed one by one. */
export async function writeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: readonly SheetColumn[],
  rows: AsyncIterable<SheetRow> | Iterable<SheetRow>,
): Promise<void> {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? 16,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
}

/**
 * Answers with an .xlsx named `fileName`, written by `write` into a streaming workbook; a failure
 * while writing ends the response with an error instead of a truncated file.
 */
export function sendSpreadsheet(
  reply: FastifyReply,
  fileName: string,
  write: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>,
) {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  write(workbook)
    .then(() => workbook.commit())
    .catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** Minor units as the number a sheet shows (12345 → 123.45). */
export const sheetMoney = (minor: number | string) => Number(minor) / 100;
