/** A rate 0..1 as a whole percentage for a progress ring; 0 when there is nothing to divide by. */
export const percent = (rate: number | null | undefined) => (rate == null ? 0 : Math.round(rate * 1000) / 10);

/** Seconds as m:ss ("—" without any answered call). */
export function talkTime(seconds: number | null | undefined): string {
  if (seconds == null) return '—';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
