import type { TFunction } from 'i18next';
import type { FieldMessage } from '../lib/messages';

/** antd Form.Item props for a field's message: red and announced when there is one. */
export function fieldStatus(t: TFunction, error: FieldMessage | undefined) {
  return error ? { validateStatus: 'error' as const, help: t(error.key, error.values) } : {};
}
