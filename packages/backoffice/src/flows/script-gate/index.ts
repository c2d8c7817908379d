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
import { keptAnswers, staleAnswersOf } from '../../platform/stale-answers.js';

/**
 * Of these products, those the account has not confirmed the script of — kept per account until a
 * publication or the account's confirmation says otherwise (platform/stale-answers.ts); read every
 * time while this process does not hear the notices.
 */
function unconfirmedProductsCache(db: Kysely<Database>) {
  const scripts = createScriptService({ db });
  const kept = keptAnswers<number[]>(staleAnswersOf(db), 'script-confirmations');
  return (accountId: number, productIds: readonly number[]): Promise<number[]> =>
    kept.get(
      accountId,
      () => scripts.unconfirmedProductIds(accountId, productIds),
      [...productIds].sort((a, b) => a - b).join(','),
    );
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
