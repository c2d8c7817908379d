import { isTimeZone } from '@umbrella/contract';

/**
 * The user's timezone and the interface language for dates, kept apart from dayjs so that the
 * first JavaScript (which sets them) does not carry dayjs; lib/format/dates.ts reads them.
 */
let userTimezone: string | undefined;
let dateLanguage = 'es';
const languageListeners = new Set<(language: string) => void>();

/** Called once the current user is known; an unknown zone name falls back to the browser's zone. */
export function setUserTimezone(zone: string | undefined): void {
  userTimezone = zone && isTimeZone(zone) ? zone : undefined;
}

export function getUserTimezone(): string {
  return userTimezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function setDateLanguage(language: string): void {
  dateLanguage = language;
  for (const listener of languageListeners) listener(language);
}

export function getDateLanguage(): string {
  return dateLanguage;
}

export function onDateLanguage(listener: (language: string) => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}
