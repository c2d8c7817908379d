/** A week named in a quality query string (decisions 1810, 1814). */
import { CALENDAR_DATE_PATTERN } from '@umbrella/contract';
import Type from 'typebox';

export const Week = Type.String({
  pattern: CALENDAR_DATE_PATTERN,
  description: 'YYYY-MM-DD, any day of the week (read as its Monday)',
});
