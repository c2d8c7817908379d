/** A rate 0..1 as a percentage with one decimal (progress rings, charts); 0 when there is nothing to divide by. */
export const percent = (rate: number | null | undefined) => (rate == null ? 0 : Math.round(rate * 1000) / 10);
