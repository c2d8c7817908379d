import { saveFile } from '@/lib/download/save-file';
import { errorLogJson } from '@/lib/errors/error-store';

/** Saves the in-memory error log as a JSON file (ERR-13). */
export function downloadErrorLog(now: Date = new Date()): void {
  saveFile(
    new Blob([errorLogJson()], { type: 'application/json' }),
    `umbrella-errors-${now.toISOString().replace(/[:.]/g, '-')}.json`,
  );
}
