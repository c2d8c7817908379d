/**
 * What the orders module reads and writes of other modules, through their faces, bound to the
 * application's handle or a flow's transaction at the module's door (decision 1823): the
 * accounts' names (a subquery the events join), the catalog's products and prices, the
 * delivery's providers and addresses, the workspace's leads, a payment link's token and the
 * region's deposit accounts. Nothing else of the wide handle reaches the orders' code, whose own
 * queries take `ModuleDb<'orders'>`. Each face is made on first use: a transaction needs only a
 * few of them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { accountNames } from '../accounts/index.js';
import { createCatalogService } from '../catalog/index.js';
import { createDeliveryService } from '../delivery/index.js';
import { listRegionAccounts } from '../deposit-accounts/index.js';
import { issuePaymentToken } from '../payments/index.js';
import { workspaceFor } from '../workspace/index.js';

export function otherModules(app: Kysely<Database>) {
  let catalog: ReturnType<typeof createCatalogService> | undefined;
  let delivery: ReturnType<typeof createDeliveryService> | undefined;
  return {
    people: () => accountNames(app),
    catalog: () => {
      catalog ??= createCatalogService({ db: app });
      return catalog;
    },
    delivery: () => {
      delivery ??= createDeliveryService({ db: app });
      return delivery;
    },
    /** The workspace of the application's handle (never of a transaction: it keeps a scheduler). */
    workspace: () => workspaceFor(app),
    paymentToken: (orderId: number, at: Date) => issuePaymentToken(app, orderId, at),
    depositAccounts: (regionId: string) => listRegionAccounts(app, regionId),
  };
}

export type OtherModules = ReturnType<typeof otherModules>;
