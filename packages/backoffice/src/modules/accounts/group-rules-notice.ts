/**
 * The writes that change what an account's group rules answer (groups.ts: its groups and regions,
 * each group's region, task type, products, webmasters and dialing) say so on the stale-answer
 * channel, so that no back-office keeps the old rules for a next task (decision 1866). The notice
 * is sent inside the write's transaction, so it leaves at the commit and never before it; this
 * process forgets after the commit, since the notice reaches it too but a moment later.
 */
import type { QueryExecutorProvider } from 'kysely';
import { announceStale, staleAnswersOf } from '../../platform/stale-answers.js';

/** Which accounts' rules changed; null: any account's (a change of a group itself). */
type Accounts = readonly number[] | null;

export function groupRulesNotice(appDb: object) {
  return {
    /** In the write's transaction. */
    announce: (trx: QueryExecutorProvider & { readonly isTransaction: boolean }, accounts: Accounts) =>
      announceStale(trx, 'group-rules', accounts),
    /** After the commit. */
    forget: (accounts: Accounts) => staleAnswersOf(appDb).forget('group-rules', accounts),
  };
}
