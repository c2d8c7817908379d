/**
 * What a report's row error (the contract's REPORT_ROW_ERRORS, decision 1832) says in the user's
 * language: `reportRowErrors.<code>` with its values, as API refusals are said (decision 1821).
 * An error without a code (stored before codes existed) or with one the catalogue lacks keeps the
 * server's English.
 */
import type { TFunction } from 'i18next';
import { valuesInLanguage } from './reason-text';

export type ReportRowErrorLike = {
  code?: string | null;
  values?: Record<string, string | number> | null;
  /** The server's English: `message` on upload answers, `error` on a stored report's list. */
  message?: string;
  error?: string;
};

export function reportRowErrorText(t: TFunction, error: ReportRowErrorLike): string {
  const english = error.message ?? error.error ?? '';
  if (!error.code) return english;
  return t(`reportRowErrors.${error.code}`, { ...valuesInLanguage(t, error.values), defaultValue: english });
}
