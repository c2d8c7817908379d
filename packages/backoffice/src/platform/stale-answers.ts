/**
 * Answers a back-office keeps in memory between requests (is this account blocked, which scripts
 * has it not confirmed, which tasks its groups let it take, whose intake key this is, which offer a
 * webmaster's lead is for) and what keeps them true when several back-offices share one database:
 * the write that changes one says so with a NOTIFY on STALE_CHANNEL, every instance's LISTEN
 * connection (platform/events/notifier.ts) hears it and forgets. An instance that is not hearing
 * — its LISTEN connection lost, or never started — may miss a notice, so it forgets everything when
 * it loses or regains the connection and caches only briefly in between (`hearing()`). A user
 * keeps its answers with `keptAnswers`, which applies those rules (decision 1882).
 *
 * Kept per database handle, like floor-changes.ts, so a module needs the handle only.
 */
import { type QueryExecutorProvider, sql } from 'kysely';

export const STALE_CHANNEL = 'umbrella_stale';

/** NOTIFY payloads are limited to 8000 bytes: a longer list of keys says "all of this topic". */
const MAX_PAYLOAD = 7_000;

/**
 * `webmaster-keys` is keyed by webmaster id (a key issued or rotated); `offers` always says "all"
 * (an offer's product, region or activity changed; offer ids are text, and offers change rarely).
 */
export type StaleTopic = 'account-blocked' | 'script-confirmations' | 'group-rules' | 'webmaster-keys' | 'offers';

/** Forgets these keys of the topic, or every answer of it when `keys` is null. */
type Forget = (keys: readonly number[] | null) => void;

export type StaleAnswers = {
  /** True while this process hears every instance's notices: answers may be kept long. */
  hearing(): boolean;
  /** Bumped at every notice of the topic: an answer read across a bump may be stale, do not keep it. */
  generation(topic: StaleTopic): number;
  on(topic: StaleTopic, forget: Forget): void;
  /** Forgets in this process now (a notice still tells the others). */
  forget(topic: StaleTopic, keys: readonly number[] | null): void;
  /** A notice heard on the channel (its payload). */
  heard(payload: string): void;
  /** The LISTEN connection is up (again): notices may have been missed before it. */
  connected(): void;
  lost(): void;
};

const registry = new WeakMap<object, StaleAnswers>();

function createStaleAnswers(): StaleAnswers {
  const listeners = new Map<StaleTopic, Set<Forget>>();
  const generations = new Map<StaleTopic, number>();
  let hearing = false;
  const forget = (topic: StaleTopic, keys: readonly number[] | null) => {
    generations.set(topic, (generations.get(topic) ?? 0) + 1);
    for (const listener of listeners.get(topic) ?? []) listener(keys);
  };
  const forgetAll = () => {
    for (const topic of listeners.keys()) forget(topic, null);
  };
  return {
    hearing: () => hearing,
    generation: (topic) => generations.get(topic) ?? 0,
    forget,
    on(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
      }
      set.add(listener);
    },
    heard(payload) {
      try {
        const notice = JSON.parse(payload) as { topic: StaleTopic; keys: number[] | null };
        forget(notice.topic, notice.keys);
      } catch {
        forgetAll();
      }
    },
    connected() {
      hearing = true;
      forgetAll();
    },
    lost() {
      hearing = false;
      forgetAll();
    },
  };
}

/** The stale-answer notices of `db` (the root handle, not a transaction). */
export function staleAnswersOf(db: object): StaleAnswers {
  let answers = registry.get(db);
  if (!answers) {
    answers = createStaleAnswers();
    registry.set(db, answers);
  }
  return answers;
}

/**
 * Tells every instance that its answers of `topic` about these keys are stale. Outside a
 * transaction the notice leaves at once and this process forgets before answering; inside one the
 * notice leaves at its commit, and the caller forgets here after the commit (`forget`), since the
 * notice reaches this process too but a moment later.
 */
export async function announceStale(
  db: QueryExecutorProvider & { readonly isTransaction: boolean },
  topic: StaleTopic,
  keys: readonly number[] | null,
): Promise<void> {
  let payload = JSON.stringify({ topic, keys });
  if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ topic, keys: null });
  await sql`select pg_notify(${STALE_CHANNEL}, ${payload})`.execute(db);
  if (!db.isTransaction) staleAnswersOf(db).forget(topic, keys);
}

/** Which answers a notice of the topic forgets: those keyed by its ids, those whose answer is one of them, or all. */
type NoticeForgets = 'by-key' | 'by-value' | 'all';

export type KeptAnswerOptions<V> = {
  /** The longest an answer is kept while this process hears the notices: a safety net, not the mechanism. */
  heardTtlMs?: number;
  /** The longest while it does not hear them; 0, the default, keeps nothing. */
  deafTtlMs?: number;
  /** The most answers kept: a new key past it forgets them all, so a stream of keys cannot fill the memory. */
  maxEntries?: number;
  /** False for an answer that must be asked again each time (a refusal). */
  keeps?: (answer: V) => boolean;
};

export type KeptAnswers<K, V> = {
  /**
   * The answer kept for `key` (asked with the same `variant`), or else `read()`'s — kept unless a
   * notice of the topic arrived while it ran, since that notice may be about this very answer.
   */
  get(key: K, read: () => Promise<V>, variant?: string): Promise<V>;
  /** Forgets these keys' answers in this process (a notice, sent apart, tells the others). */
  forget(keys: readonly K[]): void;
  clear(): void;
};

/** The longest an answer is kept while hearing, unless its user says otherwise (decision 1835). */
const DEFAULT_HEARD_TTL_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * Answers of `topic` kept in memory until a notice of the topic, lost or regained hearing, or
 * their time says they may be stale (decision 1835): the one way a back-office keeps an answer
 * across requests. A notice's ids name keys unless `forgets` says they name answers (`by-value`)
 * or that every notice forgets all.
 */
export function keptAnswers<V>(
  stale: StaleAnswers,
  topic: StaleTopic,
  options?: KeptAnswerOptions<V> & { forgets?: 'by-key' },
): KeptAnswers<number, V>;
export function keptAnswers<K, V extends number | undefined>(
  stale: StaleAnswers,
  topic: StaleTopic,
  options: KeptAnswerOptions<V> & { forgets: 'by-value' },
): KeptAnswers<K, V>;
export function keptAnswers<K, V>(
  stale: StaleAnswers,
  topic: StaleTopic,
  options: KeptAnswerOptions<V> & { forgets: 'all' },
): KeptAnswers<K, V>;
export function keptAnswers<K, V>(
  stale: StaleAnswers,
  topic: StaleTopic,
  options: KeptAnswerOptions<V> & { forgets?: NoticeForgets } = {},
): KeptAnswers<K, V> {
  const {
    heardTtlMs = DEFAULT_HEARD_TTL_MS,
    deafTtlMs = 0,
    maxEntries = DEFAULT_MAX_ENTRIES,
    keeps,
    forgets = 'by-key',
  } = options;
  const kept = new Map<K, { answer: V; variant: string; until: number }>();
  stale.on(topic, (ids) => {
    if (!ids || forgets === 'all') return kept.clear();
    if (forgets === 'by-key') {
      for (const id of ids) kept.delete(id as K);
      return;
    }
    const named = new Set<unknown>(ids);
    for (const [key, hit] of kept) if (named.has(hit.answer)) kept.delete(key);
  });
  return {
    async get(key, read, variant = '') {
      const hit = kept.get(key);
      if (hit && hit.variant === variant && hit.until > Date.now()) return hit.answer;
      const generation = stale.generation(topic);
      const answer = await read();
      if (generation !== stale.generation(topic)) return answer;
      const ttl = stale.hearing() ? heardTtlMs : deafTtlMs;
      if (ttl <= 0 || (keeps && !keeps(answer))) return answer;
      if (kept.size >= maxEntries && !kept.has(key)) kept.clear();
      kept.set(key, { answer, variant, until: Date.now() + ttl });
      return answer;
    },
    forget(keys) {
      for (const key of keys) kept.delete(key);
    },
    clear: () => kept.clear(),
  };
}
