/**
 * Whether the runtime knows `zone` as an IANA time zone (e.g. America/Lima). Apart from the
 * zoned time so the web's first JavaScript, which checks the user's zone, carries no date library.
 */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
