import type { FormInstance } from 'antd';
import { ApiError } from './app-errors';

/**
 * Puts a refused save's field errors (a 400's `errors`, by field name) under those fields of an
 * antd form. Anything else leaves the form as it is. `formNames` maps an API field to the form's
 * own name where they differ (a payout sent in cents, typed in units). A dotted name
 * (`accounts.0.holder`) is a field of a list's row.
 */
export function showFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  formNames: Record<string, string> = {},
): void {
  if (!(error instanceof ApiError)) return;
  form.setFields(
    Object.entries(error.body.errors ?? {}).map(([name, message]) => ({
      name: namePath(formNames[name] ?? name),
      errors: [error.fieldText(name, message)],
    })),
  );
}

function namePath(name: string): never {
  if (!name.includes('.')) return name as never;
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) as never;
}
