/**
 * What the workspace reads of other modules, bound once to the application's handle: the
 * subqueries its statements join (a lead's region, product and script, a task's order, authors'
 * names, the add-lead form's offers, an agent's own orders) and the two faces it asks (whether an
 * offer is active, an agent's group rules). Its own statements run on a handle typed to its
 * tables only, so none of them can name another module's table.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { accountLookup, accountNames } from '../accounts/index.js';
import { activeOffer, catalogOffers, catalogProducts, catalogRegions } from '../catalog/index.js';
import { orderSummaries, orderTaskRefs } from '../orders/index.js';
import { scriptsOfCatalog } from '../scripts/index.js';

export function workspaceReads(app: Kysely<Database> | Transaction<Database>) {
  const accountsLookup = accountLookup(app);
  return {
    accounts: accountNames(app),
    regions: catalogRegions(app),
    products: catalogProducts(app),
    offers: catalogOffers(app),
    scripts: scriptsOfCatalog(app),
    orderRefs: orderTaskRefs(app),
    orders: orderSummaries(app),
    activeOffer: (offerId: string) => activeOffer(app, offerId),
    groupRules: accountsLookup.groupRules,
  };
}

export type WorkspaceReads = ReturnType<typeof workspaceReads>;
