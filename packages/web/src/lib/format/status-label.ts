import type { TFunction } from 'i18next';

/**
 * A lead or order status by its number, in the interface language (the spec's status names) —
 * every screen that shows a status uses this, never the contract's English labels.
 */
export const statusLabel = (t: TFunction, status: number | null, fallback?: string): string =>
  status === null ? '—' : t(`orders.enum.statuses.${status}`, { defaultValue: fallback ?? String(status) });
