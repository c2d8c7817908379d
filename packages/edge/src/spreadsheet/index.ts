/**
 * Reading uploaded spreadsheets (.xlsx by exceljs's streaming reader, CSV) safely: zip-bomb guard,
 * size limits, a worker thread with bounded heap. Shared by the gateway's reconciliation parser
 * and courier-report parsers (`@umbrella/edge/spreadsheet`); the back-office keys
 * provider column mappings by the same header layout.
 */

export { headerCells, layoutOf, statusWord } from './header-layout.js';
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
