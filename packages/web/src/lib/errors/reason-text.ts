/**
 * What the API's reason keys (the contract's API_REASONS, decision 1821) say in the user's
 * language. The i18n instance registers its translator when it is created, so an error built in
 * the HTTP layer reads in the language of the moment; without one, or for a key the catalogue
 * lacks, the server's English stands.
 */
import type { TFunction } from 'i18next';
import { statusLabel } from '@/lib/format/status-label';

export type ReasonLike = { key: string; values?: Record<string, string | number> };
type Values = Record<string, string | number>;

let translate: TFunction | undefined;

export function setReasonTranslator(next: TFunction): void {
  translate = next;
}

/** A reason's or row error's values said in the user's language: an `orderStatus` number by its status label. */
export function valuesInLanguage(t: TFunction, values: Values | null | undefined): Values {
  if (!values || typeof values.orderStatus !== 'number') return values ?? {};
  return { ...values, orderStatus: statusLabel(t, values.orderStatus) };
}

export function sayReason(reason: ReasonLike | undefined, english: string): string {
  if (!reason || !translate) return english;
  const key = `apiReasons.${reason.key}`;
  const text = translate(key, valuesInLanguage(translate, reason.values));
  return text === key ? english : text;
}
