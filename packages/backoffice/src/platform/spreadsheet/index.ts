/**
 * Reading uploaded spreadsheets (.xlsx by exceljs's streaming reader, CSV) safely: zip-bomb guard,
 * size limits, a worker thread with bounded heap. Shared by the gateway's reconciliation parser
 * (through the package's `./spreadsheet` export) and the delivery-provider reports.
 */
export {
  cellValue,
  isBlankRow,
  normaliseHeader,
  type RowHandler,
  readSheetRows,
  type SheetCell,
  type SheetFormat,
  type SheetLimits,
  type SheetProblem,
  sheetFormatOf,
} from './read-rows.js';
export { runInWorker, serveWorker, type WorkerOutcome, workerEntry } from './run-in-worker.js';
export { inspectZip, type ZipVerdict } from './zip-guard.js';
