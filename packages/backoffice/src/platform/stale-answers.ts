/**
 * Answers a back-office keeps in memory between requests (is this account blocked, which scripts
 * has it not confirmed, which tasks its groups let it take, whose intake key this is, which offer a
 * webmaster's lead is for) and what keeps them true when several back-offices share one database:
 * the write that changes one says so with a NOTIFY on STALE_CHANNEL, every instance's LISTEN
 * connection (platform/events/notifier.ts) hears it and forgets. An instance that is not hearing
 * — its LISTEN connection lost, or never started — may miss a notice, so it forgets everything when
 * it loses or regains the connection and caches only briefly in between (`hearing()`).
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
