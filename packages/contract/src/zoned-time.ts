/**
 * Wall-clock dates and times of an IANA timezone with Intl only (no timezone library), shared by
 * the back-office (delivery schedules, preferred delivery instants) and the web (dates shown in
 * the user's zone, DD-MM-YYYY).
 */
export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };
export type LocalNow = { date: string; minutes: number; weekday: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** What the wall clock of `timeZone` shows at `instant`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return {
    year: out.year ?? 0,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD-MM-YYYY in `timeZone`. */
export function formatZonedDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.day)}-${pad(p.month)}-${p.year}`;
}

/** DD-MM-YYYY HH:mm in `timeZone` (OCONST-18). */
export function formatZonedDateTime(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${formatZonedDate(instant, timeZone)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** ISO weekday of a YYYY-MM-DD date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function localNow(instant: Date, timeZone: string): LocalNow {
  const p = zonedParts(instant, timeZone);
  const date = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  return { date, minutes: p.hour * 60 + p.minute, weekday: isoWeekday(date) };
}

export const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The instant at which the wall clock of `timeZone` shows `date` `hhmm`. */
export function zonedInstant(date: string, hhmm: string, timeZone: string): Date {
  const guess = new Date(`${date}T${hhmm}:00Z`);
  // The zone's offset at the guess, then once more at the corrected instant (DST edges).
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(instant, timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    instant = new Date(instant.getTime() + (guess.getTime() - shown));
  }
  return instant;
}

/** Whether the runtime knows `zone` as an IANA time zone (e.g. America/Lima). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
