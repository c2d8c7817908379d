import type { LeadActor } from '@umbrella/contract';
import type { TFunction } from 'i18next';

/** A lead or order status by its number, in the interface language (the spec's status names). */
export const statusLabel = (t: TFunction, status: number | null): string =>
  status === null ? '—' : t(`orders.enum.statuses.${status}`, { defaultValue: String(status) });

/** Who did something; the system (no account) shows as such. */
export const actorLabel = (t: TFunction, who: LeadActor | null): string =>
  who ? who.name || `#${who.accountId}` : t('leads.system');
