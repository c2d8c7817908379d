import { findRegion, ORDER_PHONE_PATTERN } from '@umbrella/contract';

const ACCEPTED = new RegExp(ORDER_PHONE_PATTERN);
const SEPARATORS = /[\s\-().]/g;

/** The country code the phone change keeps ("+51"): the order region's, else the current phone's. */
export function fixedCountryCode(regionId: string | null | undefined, currentPhone: string): string {
  const prefix = regionId ? findRegion(regionId)?.phonePrefix : undefined;
  if (prefix) return prefix;
  const code = /^\+?(51|52|56|57)/.exec(currentPhone)?.[1];
  return code ? `+${code}` : '+51';
}

/**
 * The full number from what the user typed after the fixed country code (ONEW-113, ONEW-114):
 * spaces and dashes go, a pasted number that repeats the country code (with or without "+") is
 * taken once, and the result always starts with "+".
 */
export function phoneFromInput(countryCode: string, typed: string): string {
  const code = countryCode.replace(/^\+/, '');
  let digits = typed.replace(SEPARATORS, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith(code) && digits.length > code.length + 6) digits = digits.slice(code.length);
  return `+${code}${digits}`;
}

/**
 * True when the user typed an international number ("+56…", "0056…") of another country than the
 * fixed one (ONEW-114): it is refused rather than glued behind the fixed code.
 */
export function changesCountryCode(countryCode: string, typed: string): boolean {
  const text = typed.replace(SEPARATORS, '');
  const international = text.startsWith('+') ? text.slice(1) : text.startsWith('00') ? text.slice(2) : null;
  return international !== null && !international.startsWith(countryCode.replace(/^\+/, ''));
}

/** Accepted numbers start with +51, +56, +57 (or Mexico's +52) and have 6–12 digits after it (ONEW-115). */
export function isAcceptedPhone(phone: string): boolean {
  return ACCEPTED.test(phone);
}

/** The part of a stored phone the user edits: without the country code. */
export function nationalPart(countryCode: string, phone: string): string {
  const full = phone.startsWith('+') ? phone : `+${phone}`;
  return full.startsWith(countryCode) ? full.slice(countryCode.length) : phone.replace(/^\+/, '');
}

/** What the dialog makes of the typed text: the number to send, or the reason it cannot be saved. */
export function readPhoneInput(
  countryCode: string,
  typed: string,
): { phone: string; problem: 'countryCode' | 'format' | null } {
  const phone = phoneFromInput(countryCode, typed);
  if (changesCountryCode(countryCode, typed)) return { phone, problem: 'countryCode' };
  return { phone, problem: isAcceptedPhone(phone) ? null : 'format' };
}
