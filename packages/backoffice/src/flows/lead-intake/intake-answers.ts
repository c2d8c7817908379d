/**
 * What every intake request reads but rarely changes — whose API key this is, which active offer
 * a lead is for — kept between requests until the stale-answer channel (platform/stale-answers.ts)
 * says otherwise: a key's rotation names its webmaster, an offer's edit says "every offer"
 * (decision 1873). While this process does not hear the notices nothing is kept, so a rotated key
 * is refused at once on every back-office. A refusal (an unknown key or offer) is never kept: the
 * key just issued, or an offer just created, works at once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { activeOffer, webmasterOfKeyHash } from '../../modules/catalog/index.js';
import { keptAnswers, staleAnswersOf } from '../../platform/stale-answers.js';

export type IntakeOffer = NonNullable<Awaited<ReturnType<typeof activeOffer>>>;

export type IntakeAnswers = {
  webmasterOfKeyHash(hash: string): Promise<number | undefined>;
  activeOffer(offerId: string): Promise<IntakeOffer | undefined>;
};

export function intakeAnswers(db: Kysely<Database>): IntakeAnswers {
  const stale = staleAnswersOf(db);
  // A refusal (no webmaster, no active offer) is never kept; a rotation names the key's webmaster.
  const known = (answer: unknown) => answer !== undefined;
  const webmasters = keptAnswers<string, number | undefined>(stale, 'webmaster-keys', {
    keeps: known,
    forgets: 'by-value',
  });
  const offers = keptAnswers<string, IntakeOffer | undefined>(stale, 'offers', {
    keeps: known,
    forgets: 'all',
  });
  return {
    webmasterOfKeyHash: (hash) => webmasters.get(hash, () => webmasterOfKeyHash(db, hash)),
    activeOffer: (offerId) => offers.get(offerId, () => activeOffer(db, offerId)),
  };
}
