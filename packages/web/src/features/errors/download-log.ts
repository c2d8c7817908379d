import { errorLogJson } from '@/lib/errors/error-store';

/** Saves the in-memory error log as a JSON file (ERR-13). */
export function downloadErrorLog(now: Date = new Date()): void {
  const blob = new Blob([errorLogJson()], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `umbrella-errors-${now.toISOString().replace(/[:.]/g, '-')}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
