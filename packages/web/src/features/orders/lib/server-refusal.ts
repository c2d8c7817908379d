import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/errors/app-errors';
import { raiseError, reportError } from '@/lib/errors/error-store';
import { feedback } from '@/lib/feedback/feedback';
import { MESSAGE_KEYS } from './messages';

/**
 * How an order dialog shows a refused call (ONEW-108, ORDER-24, ORDER-46): "Server error" with
 * the server's message, the dialog staying open; a fault of ours (5xx) is also reported; session,
 * network and unknown failures go to the global dialog. A 400 with field errors is the caller's
 * to show next to the field: `onFields` takes it when given.
 */
export function showServerRefusal(
  t: TFunction,
  error: unknown,
  onFields?: (errors: Record<string, string>, message: string) => void,
): void {
  if (error instanceof ApiError && error.status === 400 && onFields) {
    onFields(error.fieldTexts, error.message);
  } else if (error instanceof ApiError && error.status !== 401 && error.status !== 403) {
    feedback.notification.error({ title: t(MESSAGE_KEYS.serverError), description: error.message, duration: 0 });
    if (error.status >= 500) reportError(error);
  } else {
    raiseError(error);
  }
}
