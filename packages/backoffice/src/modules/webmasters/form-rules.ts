/**
 * The create, edit and guarantee forms' rules as the server holds them: each refusal names its
 * field with the specification's text, so the form shows it beside that field.
 */
import { ERROR_CODES, isCalendarDate, WEBMASTER_PAYOUT_STEP } from '@umbrella/contract';
import { HttpError, invalidField, notFound } from '../../platform/http-error.js';

/** A 400 or 409 carrying the specification's text for one field, so the form shows it there. */
export const refused = (status: 400 | 409, field: string, message: string) =>
  new HttpError(status, status === 400 ? ERROR_CODES.validation : ERROR_CODES.conflict, message, {
    [field]: message,
  });

const notADate = (field: string) => invalidField({ [field]: 'must be a date YYYY-MM-DD' });

export function checkDate(field: string, value: string | null | undefined): void {
  if (value && !isCalendarDate(value)) throw notADate(field);
}

/** WEBM-17: payouts move in steps of 5 currency units (500 cents). */
export function checkPayoutStep(field: string, cents: number): void {
  if (cents % (WEBMASTER_PAYOUT_STEP * 100) !== 0) {
    throw invalidField({ [field]: { key: 'stepsOf', values: { step: WEBMASTER_PAYOUT_STEP } } });
  }
}

export const guaranteeMissing = () => notFound('No guarantee for this offer, webmaster and date');
