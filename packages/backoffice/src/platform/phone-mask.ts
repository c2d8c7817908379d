/**
 * Phones are masked server-side for callers with the voip feature (PHONE-07, PHONE-08): every
 * response that carries a customer's phone passes it through here; the real number is given
 * only by the reveal calls, which are permission-checked and recorded.
 */
import { hasVoipFeature, MASKED_PHONE } from '@umbrella/contract';
import type { Caller } from './caller.js';

export type PhoneViewer = Pick<Caller, 'features'>;

export function visiblePhone(viewer: PhoneViewer, phone: string): string {
  return hasVoipFeature(viewer.features) ? MASKED_PHONE : phone;
}

/** The last four digits of a phone, for records that must not keep the number (the audit log). */
export function phoneEnding(phone: string): string {
  return `…${phone.replace(/\D/g, '').slice(-4)}`;
}
