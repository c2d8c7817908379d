/**
 * The scripts' read gate (beyond the spec, decision 1201): an agent with a published script it has
 * not confirmed gets that product's leads only after confirming it. The workspace's claim asks
 * this gate to narrow the agent's group rules; the products come from the catalog and the
 * confirmations from the scripts module, each through its service; an agent's unconfirmed
 * products are kept between its next tasks until a publication or its confirmation (decision 1835).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { createCatalogService } from '../../modules/catalog/index.js';
import { createScriptService } from '../../modules/scripts/index.js';
import { type ClaimGate, type EligibilityRule, workspaceFor } from '../../modules/workspace/index.js';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { staleAnswersOf } from '../../platform/stale-answers.js';

/** The longest an instance that hears the notices keeps an agent's unconfirmed products (decision 1835). */
const HEARD_TTL_MS = 60_000;

/**
 * Of these products, those the account has not confirmed the script of — kept per account until a
 * publication or the account's confirmation says otherwise (platform/stale-answers.ts); read every
 * time while this process does not hear the notices.
 */
function unconfirmedProductsCache(db: Kysely<Database>) {
  const scripts = createScriptService({ db });
  const stale = staleAnswersOf(db);
  const cache = new Map<number, { products: string; unconfirmed: number[]; until: number }>();
  stale.on('script-confirmations', (keys) => {
    if (!keys) cache.clear();
    else for (const id of keys) cache.delete(id);
  });
  return async (accountId: number, productIds: readonly number[]): Promise<number[]> => {
    const products = [...productIds].sort((a, b) => a - b).join(',');
    const hit = cache.get(accountId);
    if (hit && hit.products === products && hit.until > Date.now()) return hit.unconfirmed;
    const generation = stale.generation('script-confirmations');
    const unconfirmed = await scripts.unconfirmedProductIds(accountId, productIds);
    if (stale.hearing() && generation === stale.generation('script-confirmations')) {
      if (cache.size > 10_000) cache.clear();
      cache.set(accountId, { products, unconfirmed, until: Date.now() + HEARD_TTL_MS });
    }
    return unconfirmed;
  };
}

export function createScriptGate(db: Kysely<Database>): ClaimGate {
  const catalog = createCatalogService({ db });
  const unconfirmedProductIds = unconfirmedProductsCache(db);
  return async (accountId, rules) => {
    // Each rule's products; a rule without products covers every product of its region.
    const open = rules.filter((rule) => !rule.productIds.length).map((rule) => rule.regionId);
    const regionProducts = new Map<string, number[]>();
    if (open.length) {
      for (const product of await catalog.productsWithOffers({ regionIds: [...new Set(open)] })) {
        regionProducts.set(product.regionId, [...(regionProducts.get(product.regionId) ?? []), product.id]);
      }
    }
    const productsOf = (rule: EligibilityRule) =>
      rule.productIds.length ? rule.productIds : (regionProducts.get(rule.regionId) ?? []);
    const blocked = new Set(await unconfirmedProductIds(accountId, [...new Set(rules.flatMap(productsOf))]));
    if (!blocked.size) return null;
    return rules.flatMap((rule) => {
      const productIds = productsOf(rule).filter((id) => !blocked.has(id));
      return productIds.length ? [{ ...rule, productIds }] : [];
    });
  };
}

const routes: FastifyPluginAsync<ModuleDeps> = async (_app, { db }) => {
  workspaceFor(db).tasks.setClaimGate(createScriptGate(db));
};

export const scriptGateFlow: BackofficeModule = { name: 'script-gate', prefixes: [], routes };
