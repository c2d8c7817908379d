/** Percentiles of a bench's samples (nearest rank on the sorted values). */
export type Summary = { n: number; p50: number; p95: number; p99: number; max: number };

export function summarise(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** A figure in ms for a table: one decimal below 100, none above. */
export const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 100 ? value.toFixed(1) : value.toFixed(0));

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
