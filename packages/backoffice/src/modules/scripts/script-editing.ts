/**
 * The scripts list and editor (SCRIPT-02..16): drafts that change without telling anyone,
 * publishing that gives every agent who sells the product a script to confirm (SCRIPT-10), and
 * the diff of two versions, computed here (SCRIPT-14).
 */
import type { CreateScriptBody, ScriptPage, ScriptSummary, ScriptVersion, ScriptVersionPage } from '@umbrella/contract';
import type { ModuleDb } from '../../db/owners.js';
import { publishEvent } from '../../platform/events/publish.js';
import { diffHtml } from '../../platform/html/index.js';
import { conflict, invalid } from '../../platform/http-error.js';
import { scopedRegionIds } from '../../platform/region-scope.js';
import { announceStale, staleAnswersOf } from '../../platform/stale-answers.js';
import type { CatalogService, ProductWithOffers } from '../catalog/index.js';
import * as repo from './repo.js';
import type { ScriptAccess, ScriptCaller } from './script-access.js';
import { cleanContent, versionDto } from './script-dto.js';

export function createScriptEditing({
  db,
  catalog,
  access: { scriptInRegions, versionInRegions },
  now,
}: {
  db: ModuleDb<'scripts'>;
  catalog: CatalogService;
  access: ScriptAccess;
  now: () => Date;
}) {
  async function summaries(scripts: repo.ScriptRow[], products: ProductWithOffers[]): Promise<ScriptSummary[]> {
    const byId = new Map(products.map((p) => [p.id, p]));
    const { created, published } = await repo.latestVersions(
      db,
      scripts.map((s) => s.id),
    );
    return scripts.map((s) => {
      const product = byId.get(s.product_id) as ProductWithOffers;
      const last = published.get(s.id);
      const lastCreated = created.get(s.id);
      return {
        script: { id: s.id, name: s.title },
        scriptId: s.id,
        scriptName: s.title,
        productId: s.product_id,
        productName: product.name,
        regionId: product.regionId,
        offerIds: product.offerIds,
        linkedOfferIds: product.offerIds,
        lastPublishedScriptVersion: last ? versionDto(last) : null,
        lastPublishedScriptVersionId: last?.id ?? null,
        lastCreatedScriptVersion: lastCreated ? versionDto(lastCreated) : null,
      };
    });
  }

  async function list(
    caller: ScriptCaller,
    query: { regionId?: string; productId?: number; offerId?: string; page: number; size: number },
  ): Promise<ScriptPage> {
    const products = await catalog.productsWithOffers({
      regionIds: scopedRegionIds(caller, query.regionId ? [query.regionId] : undefined),
      ...(query.productId !== undefined ? { productId: query.productId } : {}),
      ...(query.offerId !== undefined ? { offerId: query.offerId } : {}),
    });
    const productIds = products.map((p) => p.id);
    const { totalSize, content } = await repo.scriptPage(db, productIds, query);
    return { content: await summaries(content, products), totalSize };
  }

  async function get(caller: ScriptCaller, id: number): Promise<ScriptSummary> {
    const { script, product } = await scriptInRegions(caller, id);
    return (await summaries([script], [product]))[0] as ScriptSummary;
  }

  async function versions(caller: ScriptCaller, id: number, page: number, size: number): Promise<ScriptVersionPage> {
    await scriptInRegions(caller, id);
    const { totalSize, content } = await repo.versionPage(db, id, { page, size });
    return { content: content.map(versionDto), totalSize };
  }

  /** A script with its first (draft) version (SCRIPT-16). */
  async function create(caller: ScriptCaller, body: CreateScriptBody): Promise<ScriptSummary> {
    const [product] = await catalog.productsWithOffers({ regionIds: caller.regionIds, productId: body.productId });
    if (!product) throw invalid('productId', { key: 'notFoundProduct', values: { id: body.productId } });
    const content = cleanContent(body.content);
    const scriptId = await db.transaction().execute(async (trx) => {
      const id = await repo.insertScript(trx, product.id, body.name.trim());
      await repo.insertVersion(trx, id, content, caller.accountId);
      return id;
    });
    return get(caller, scriptId);
  }

  async function createVersion(caller: ScriptCaller, scriptId: number, content: string): Promise<ScriptVersion> {
    await scriptInRegions(caller, scriptId);
    const clean = cleanContent(content);
    return versionDto(
      await db.transaction().execute((trx) => repo.insertVersion(trx, scriptId, clean, caller.accountId)),
    );
  }

  async function rename(caller: ScriptCaller, id: number, name: string): Promise<ScriptSummary> {
    await scriptInRegions(caller, id);
    await repo.renameScript(db, id, name.trim());
    return get(caller, id);
  }

  /** A draft's new content; a published version is never changed (409), agents are not told (SCRIPT-09). */
  async function updateVersion(caller: ScriptCaller, id: number, content: string): Promise<ScriptVersion> {
    await versionInRegions(caller, id);
    const row = await repo.updateDraft(db, id, cleanContent(content));
    if (!row) throw conflict('A published version can not be changed: create a new version');
    return versionDto(row);
  }

  /** Marks the version Published and tells the agents (SCRIPT-10); publishing twice is a no-op. */
  async function publish(caller: ScriptCaller, id: number): Promise<ScriptVersion> {
    const { version, script } = await versionInRegions(caller, id);
    if (version.published_at) return versionDto(version);
    const row = await db.transaction().execute(async (trx) => {
      const published = await repo.markPublished(trx, id, caller.accountId, now());
      if (published) {
        // Every agent selling the product has a script to confirm: the read gates cached anywhere are stale.
        await announceStale(trx, 'script-confirmations', null);
        await publishEvent(trx, 'script.published', null, {
          scriptId: script.id,
          versionId: id,
          productId: script.product_id,
        });
      }
      return published;
    });
    if (row) staleAnswersOf(db).forget('script-confirmations', null);
    return versionDto(row ?? ((await repo.findVersion(db, id)) as repo.VersionRow));
  }

  return {
    list,
    get,
    versions,
    create,
    createVersion,
    rename,
    updateVersion,
    publish,
    diff: (oldHtml: string, newHtml: string): string => diffHtml(oldHtml, newHtml),
  };
}
