/**
 * What the payments module reads of other modules, through their faces, bound once to the
 * application's handle at the module's door (decision 1823): the accounts' names (a subquery its
 * lists join) and the orders a receipt or a report row names. Nothing else of the application's
 * handle reaches the payments' code, whose own queries take `ModuleDb<'payments'>`.
 */
import type { Kysely } from 'kysely';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { accountLookup, accountNames } from '../accounts/index.js';
import { type OrderCaller, type OrderLookup, orderLookup } from '../orders/index.js';

export type OrdersByCode = (
  codes: readonly string[],
  regionIds: readonly string[],
) => ReturnType<OrderLookup['byShortCodes']>;

export function otherModules(appDb: Kysely<Database>) {
  const orders = orderLookup(appDb);
  const accounts = accountLookup(appDb);
  return {
    people: accountNames(appDb),
    accountName: accounts.displayName,
    order: orders.find,
    /** The order in one of the caller's regions; another region's answers as a missing one. */
    readableOrder: (caller: OrderCaller, orderId: number) => orders.readable(caller, orderId),
    /**
     * One transaction: the payments' tables narrowed, and the orders read in it through their
     * face (a report's rows are matched against the orders as the report is stored).
     */
    inTransaction: <T>(work: (trx: ModuleDb<'payments'>, ordersByCode: OrdersByCode) => Promise<T>) =>
      appDb.transaction().execute((trx) => work(ownTables(trx, 'payments'), orderLookup(trx).byShortCodes)),
  };
}

export type OtherModules = ReturnType<typeof otherModules>;
