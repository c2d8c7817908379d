import { TransportError } from './transport-error.js';

/**
 * A recipient as the providers require it: E.164 (`+` and 8–15 digits). Order phones are kept
 * in that form already; spaces, dashes and brackets a person typed are dropped, anything else is
 * a permanent failure named after the number rather than a provider's 400.
 */
export function toE164(recipient: string): string {
  const compact = recipient.replace(/[\s\-().]/g, '');
  if (!/^\+[1-9]\d{7,14}$/.test(compact)) {
    throw new TransportError(`recipient ${recipient} is not an E.164 phone number`, true);
  }
  return compact;
}
