/** An .xlsx as a person would upload it: one sheet named "Reporte" holding the given rows. */
import ExcelJS from 'exceljs';

export async function testWorkbook(rows: unknown[][], edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Reporte');
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}
