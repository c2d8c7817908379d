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
import { type StaleTopic, staleAnswersOf } from '../../platform/stale-answers.js';

/** The longest an instance that hears the notices keeps an answer (decision 1835). */
const HEARD_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export type IntakeOffer = NonNullable<Awaited<ReturnType<typeof activeOffer>>>;

export type IntakeAnswers = {
  webmasterOfKeyHash(hash: string): Promise<number | undefined>;
  activeOffer(offerId: string): Promise<IntakeOffer | undefined>;
};

export function intakeAnswers(db: Kysely<Database>): IntakeAnswers {
  const stale = staleAnswersOf(db);
  const webmasters = new Map<string, { value: number; until: number }>();
  const offers = new Map<string, { value: IntakeOffer; until: number }>();
  stale.on('webmaster-keys', (ids) => {
    if (!ids) return webmasters.clear();
    const rotated = new Set(ids);
    for (const [hash, hit] of webmasters) if (rotated.has(hit.value)) webmasters.delete(hash);
  });
  stale.on('offers', () => offers.clear());

  async function kept<T>(
    cache: Map<string, { value: T; until: number }>,
    topic: StaleTopic,
    key: string,
    read: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    // A notice heard while this read ran may be about it: answer, but do not keep the answer.
    const generation = stale.generation(topic);
    const value = await read();
    if (value !== undefined && stale.hearing() && generation === stale.generation(topic)) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, { value, until: Date.now() + HEARD_TTL_MS });
    }
    return value;
  }

  return {
    webmasterOfKeyHash: (hash) => kept(webmasters, 'webmaster-keys', hash, () => webmasterOfKeyHash(db, hash)),
    activeOffer: (offerId) => kept(offers, 'offers', offerId, () => activeOffer(db, offerId)),
  };
}
