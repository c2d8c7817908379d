/** Wall-clock dates and times of a region's timezone, with Intl only (no timezone library). */
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

function parts(instant: Date, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

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
  const p = parts(instant, timeZone);
  const date = `${p.year}-${pad(p.month ?? 1)}-${pad(p.day ?? 1)}`;
  return { date, minutes: (p.hour ?? 0) * 60 + (p.minute ?? 0), weekday: isoWeekday(date) };
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
    const p = parts(instant, timeZone);
    const shown = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
    instant = new Date(instant.getTime() + (guess.getTime() - shown));
  }
  return instant;
}
