/**
 * Webmasters' special payouts and guarantee history (WEBM-01..41): one service over its use
 * cases — the payouts (rates.ts) and the guarantees (guarantees.ts). Every rule of the create,
 * edit and guarantee forms holds here too, with the specification's messages (form-rules.ts); the
 * pairs are those of offers in the caller's regions (offer-scope.ts).
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { catalogReads } from './catalog-reads.js';
import { createGuarantees } from './guarantees.js';
import { createOfferScope } from './offer-scope.js';
import { createRates } from './rates.js';

export function createWebmasterService({ db: appDb, clock }: { db: Kysely<Database>; clock: Clock }) {
  const db = ownTables(appDb, 'webmasters');
  const reads = catalogReads(appDb);
  const scope = createOfferScope(db, reads);
  const today = () => clock.now().toISOString().slice(0, 10);
  return {
    ...createRates({ db, appDb, reads, scope, today }),
    ...createGuarantees({ db, reads, scope }),
  };
}

export type WebmasterService = ReturnType<typeof createWebmasterService>;
