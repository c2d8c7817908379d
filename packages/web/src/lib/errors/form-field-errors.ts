import type { FormInstance } from 'antd';
import { ApiError } from './app-errors';

/**
 * Puts a refused save's field errors (a 400's `errors`, by field name) under those fields of an
 * antd form. Anything else leaves the form as it is. `formNames` maps an API field to the form's
 * own name where they differ (a payout sent in cents, typed in units). A dotted name
 * (`accounts.0.holder`) is a field of a list's row. True when the refusal named fields and every
 * one of them is on the form: then the form says it all, and nothing else needs to.
 */
export function showFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  formNames: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = Object.entries(error.body.errors ?? {}).map(([name, message]) => ({
    name: namePath(formNames[name] ?? name),
    errors: [error.fieldText(name, message)],
  }));
  form.setFields(fields);
  // A field the form lacks keeps no error: antd answers an empty list for it.
  return fields.length > 0 && fields.every(({ name }) => form.getFieldError(name).length > 0);
}

function namePath(name: string): never {
  if (!name.includes('.')) return name as never;
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) as never;
}
