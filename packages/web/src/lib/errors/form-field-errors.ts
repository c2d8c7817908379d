import type { FormInstance } from 'antd';
import { ApiError } from './app-errors';

/**
 * Puts a refused save's field errors (a 400's `errors`, by field name) under those fields of an
 * antd form. Anything else leaves the form as it is.
 */
export function showFieldErrors<Values>(form: FormInstance<Values>, error: unknown): void {
  const fields = error instanceof ApiError ? (error.body.errors ?? {}) : {};
  form.setFields(Object.entries(fields).map(([name, message]) => ({ name: name as never, errors: [message] })));
}
