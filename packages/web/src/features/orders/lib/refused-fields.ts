import { ApiError } from '@/lib/errors/app-errors';
import { type FieldErrors, MESSAGE_KEYS, message } from './messages';
import type { DeliveryField } from './validation';

/** The payload's field names (ONEW-116) as the delivery step's fields. */
const PAYLOAD_TO_FIELD: Record<string, DeliveryField> = {
  fullName: 'fullName',
  address: 'street',
  address2: 'addressReference',
  comments: 'comments',
  ccNumber: 'ccNumber',
  email: 'email',
  phone: 'phone',
};

/**
 * A 400 of Approve that names fields the agent typed: those fields' messages on the delivery step
 * (the house maps `errors` onto the form), or null when the refusal is about something else.
 * The spec's "Field is not valid" is shown rather than the server's English text.
 */
export function refusedDeliveryFields(error: unknown): FieldErrors<DeliveryField> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors: FieldErrors<DeliveryField> = {};
  for (const name of Object.keys(error.body.errors ?? {})) {
    const field = PAYLOAD_TO_FIELD[name.replace(/^\//, '')];
    if (field) errors[field] = message(MESSAGE_KEYS.fieldNotValid);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
