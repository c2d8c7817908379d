/**
 * The agents' confirmations (SCRIPT-17..25): the scripts an agent still has to read, confirming
 * the latest published version, the managers' view of who has, and the products whose leads wait
 * until their script is confirmed (decision 1201).
 */
import type { ScriptConfirmations, ScriptToConfirm } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { diffHtml } from '../../platform/html/index.js';
import { conflict } from '../../platform/http-error.js';
import { announceStale } from '../../platform/stale-answers.js';
import type { AccountLookup } from '../accounts/index.js';
import type { CatalogService } from '../catalog/index.js';
import * as repo from './repo.js';
import type { ScriptAccess, ScriptCaller } from './script-access.js';
import { iso } from './script-dto.js';

export function createScriptConfirmations({
  db,
  appDb,
  accounts,
  catalog,
  access: { scriptInRegions, versionInRegions },
  now,
}: {
  db: ModuleDb<'scripts'>;
  appDb: Kysely<Database>;
  accounts: AccountLookup;
  catalog: CatalogService;
  access: ScriptAccess;
  now: () => Date;
}) {
  /** The products an agent sells: those of its groups, or every product of its regions. */
  async function soldProductIds(caller: ScriptCaller): Promise<number[]> {
    const products = await catalog.productsWithOffers({
      regionIds: caller.regionIds,
      ...(caller.productsIds.length ? { productIds: caller.productsIds } : {}),
    });
    return products.map((p) => p.id);
  }

  async function unconfirmed(caller: ScriptCaller) {
    return repo.unconfirmedScripts(db, caller.accountId, await soldProductIds(caller));
  }

  /** Published scripts of the caller's products whose latest version it has not confirmed (SCRIPT-25). */
  async function toConfirm(caller: ScriptCaller): Promise<ScriptToConfirm[]> {
    const rows = await unconfirmed(caller);
    const products = await catalog.products(rows.map((r) => r.product_id));
    return rows.map((r) => ({
      scriptId: r.script_id,
      scriptName: r.title,
      productId: r.product_id,
      productName: products.get(r.product_id)?.name ?? '',
      lastPublishedScriptVersionId: r.published_id,
      lastPublishedScriptVersionContent: r.published_body,
      lastConfirmedScriptVersionId: r.confirmed_id,
      lastConfirmedScriptVersionContent: r.confirmed_body,
      diffHtml: diffHtml(r.confirmed_body ?? '', r.published_body),
    }));
  }

  /** The caller read this version; only a script's latest published version can be confirmed. */
  async function confirm(caller: ScriptCaller, versionId: number): Promise<void> {
    const { version } = await versionInRegions(caller, versionId);
    const { published } = await repo.latestVersions(db, [version.script_id]);
    if (published.get(version.script_id)?.id !== versionId) {
      throw conflict('Only the latest published version of a script can be confirmed');
    }
    await repo.upsertConfirmation(db, caller.accountId, version.script_id, versionId, now());
    await announceStale(appDb, 'script-confirmations', [caller.accountId]);
  }

  /** Managers' view: the agents selling the product who have and have not confirmed its latest published version. */
  async function confirmations(caller: ScriptCaller, scriptId: number): Promise<ScriptConfirmations> {
    const { script, product } = await scriptInRegions(caller, scriptId);
    const published = (await repo.latestVersions(db, [script.id])).published.get(script.id);
    if (!published) return { versionId: null, confirmed: [], pending: [] };
    const [agents, confirmations] = await Promise.all([
      accounts.sellingProduct(product.regionId, product.id),
      repo.confirmationsOf(db, script.id, published.id),
    ]);
    const at = new Map(confirmations.map((c) => [c.account_id, c.confirmed_at]));
    return {
      versionId: published.id,
      confirmed: agents.flatMap((a) => {
        const when = at.get(a.id);
        return when ? [{ id: a.id, name: a.name, surname: a.surname, confirmedAt: iso(when) }] : [];
      }),
      pending: agents.filter((a) => !at.has(a.id)),
    };
  }

  /** Of these products, those whose published script the account has not confirmed: their leads wait (decision 1201). */
  async function unconfirmedProductIds(accountId: number, productIds: readonly number[]): Promise<number[]> {
    return [...new Set((await repo.unconfirmedScripts(db, accountId, productIds)).map((r) => r.product_id))];
  }

  return { toConfirm, confirm, confirmations, unconfirmedProductIds };
}
