import type { LeadActor } from '@umbrella/contract';
import type { TFunction } from 'i18next';

/** Who did something; the system (no account) shows as such. */
export const actorLabel = (t: TFunction, who: LeadActor | null): string =>
  who ? who.name || `#${who.accountId}` : t('leads.system');
