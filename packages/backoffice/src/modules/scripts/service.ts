/**
 * Scripts: the list and editor (SCRIPT-02..16), drafts that change without telling anyone,
 * publishing that gives every agent who sells the product a script to confirm (SCRIPT-10), the
 * agents' confirmations (SCRIPT-17..25) and the diff of two versions, computed here (SCRIPT-14).
 * A script's region is its product's: another region's script answers as a missing one.
 */
import type {
  CreateScriptBody,
  ScriptConfirmations,
  ScriptPage,
  ScriptSummary,
  ScriptToConfirm,
  ScriptVersion,
  ScriptVersionPage,
} from '@umbrella/contract';
import { ownTables } from '../../db/owners.js';
import type { Caller } from '../../platform/caller.js';
import { publishEvent } from '../../platform/events/publish.js';
import { diffHtml, sanitiseHtml } from '../../platform/html/index.js';
import { conflict, invalid, notFound } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { scopedRegionIds } from '../../platform/region-scope.js';
import { agentsSellingProduct } from '../accounts/index.js';
import { createCatalogService, type ProductWithOffers } from '../catalog/index.js';
import * as repo from './repo.js';

export type ScriptServiceDeps = Pick<ModuleDeps, 'db'> & { now?: () => Date };
type ScriptCaller = Pick<Caller, 'accountId' | 'regionIds' | 'productsIds'>;

const iso = (date: Date | string) => new Date(date).toISOString();

function versionDto(row: repo.VersionRow): ScriptVersion {
  return {
    id: row.id,
    number: row.version,
    content: row.body,
    createdAt: iso(row.created_at),
    publishedAt: row.published_at ? iso(row.published_at) : null,
  };
}

/** Sanitised content that still says something; an empty result is a 400 on `content`. */
function cleanContent(content: string): string {
  const clean = sanitiseHtml(content).trim();
  if (!clean) throw invalid('content', 'The script has no content left after removing what is not allowed');
  return clean;
}

export function createScriptService({ db: appDb, now = () => new Date() }: ScriptServiceDeps) {
  const catalog = createCatalogService({ db: appDb });
  const db = ownTables(appDb, 'scripts');

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

  /** The script and its product when the product is in one of the caller's regions; else 404. */
  async function scriptInRegions(caller: ScriptCaller, id: number) {
    const script = await repo.findScript(db, id);
    const [product] = script
      ? await catalog.productsWithOffers({ regionIds: caller.regionIds, productId: script.product_id })
      : [];
    if (!script || !product) throw notFound(`Script ${id} not found`);
    return { script, product };
  }

  async function versionInRegions(caller: ScriptCaller, id: number) {
    const version = await repo.findVersion(db, id);
    if (!version) throw notFound(`Script version ${id} not found`);
    const { script, product } = await scriptInRegions(caller, version.script_id).catch(() => {
      throw notFound(`Script version ${id} not found`);
    });
    return { version, script, product };
  }

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

  return {
    async list(
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
    },

    async get(caller: ScriptCaller, id: number): Promise<ScriptSummary> {
      const { script, product } = await scriptInRegions(caller, id);
      return (await summaries([script], [product]))[0] as ScriptSummary;
    },

    async versions(caller: ScriptCaller, id: number, page: number, size: number): Promise<ScriptVersionPage> {
      await scriptInRegions(caller, id);
      const { totalSize, content } = await repo.versionPage(db, id, { page, size });
      return { content: content.map(versionDto), totalSize };
    },

    /** A script with its first (draft) version (SCRIPT-16). */
    async create(caller: ScriptCaller, body: CreateScriptBody): Promise<ScriptSummary> {
      const [product] = await catalog.productsWithOffers({ regionIds: caller.regionIds, productId: body.productId });
      if (!product) throw invalid('productId', `Product ${body.productId} not found`);
      const content = cleanContent(body.content);
      const scriptId = await db.transaction().execute(async (trx) => {
        const id = await repo.insertScript(trx, product.id, body.name.trim());
        await repo.insertVersion(trx, id, content, caller.accountId);
        return id;
      });
      return this.get(caller, scriptId);
    },

    async createVersion(caller: ScriptCaller, scriptId: number, content: string): Promise<ScriptVersion> {
      await scriptInRegions(caller, scriptId);
      const clean = cleanContent(content);
      return versionDto(
        await db.transaction().execute((trx) => repo.insertVersion(trx, scriptId, clean, caller.accountId)),
      );
    },

    async rename(caller: ScriptCaller, id: number, name: string): Promise<ScriptSummary> {
      await scriptInRegions(caller, id);
      await repo.renameScript(db, id, name.trim());
      return this.get(caller, id);
    },

    /** A draft's new content; a published version is never changed (409), agents are not told (SCRIPT-09). */
    async updateVersion(caller: ScriptCaller, id: number, content: string): Promise<ScriptVersion> {
      await versionInRegions(caller, id);
      const row = await repo.updateDraft(db, id, cleanContent(content));
      if (!row) throw conflict('A published version can not be changed: create a new version');
      return versionDto(row);
    },

    /** Marks the version Published and tells the agents (SCRIPT-10); publishing twice is a no-op. */
    async publish(caller: ScriptCaller, id: number): Promise<ScriptVersion> {
      const { version, script } = await versionInRegions(caller, id);
      if (version.published_at) return versionDto(version);
      const row = await db.transaction().execute(async (trx) => {
        const published = await repo.markPublished(trx, id, caller.accountId, now());
        if (published) {
          await publishEvent(trx, 'script.published', null, {
            scriptId: script.id,
            versionId: id,
            productId: script.product_id,
          });
        }
        return published;
      });
      return versionDto(row ?? ((await repo.findVersion(db, id)) as repo.VersionRow));
    },

    /** Published scripts of the caller's products whose latest version it has not confirmed (SCRIPT-25). */
    async toConfirm(caller: ScriptCaller): Promise<ScriptToConfirm[]> {
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
    },

    /** The caller read this version; only a script's latest published version can be confirmed. */
    async confirm(caller: ScriptCaller, versionId: number): Promise<void> {
      const { version } = await versionInRegions(caller, versionId);
      const { published } = await repo.latestVersions(db, [version.script_id]);
      if (published.get(version.script_id)?.id !== versionId) {
        throw conflict('Only the latest published version of a script can be confirmed');
      }
      await repo.upsertConfirmation(db, caller.accountId, version.script_id, versionId, now());
    },

    /** Managers' view: the agents selling the product who have and have not confirmed its latest published version. */
    async confirmations(caller: ScriptCaller, scriptId: number): Promise<ScriptConfirmations> {
      const { script, product } = await scriptInRegions(caller, scriptId);
      const published = (await repo.latestVersions(db, [script.id])).published.get(script.id);
      if (!published) return { versionId: null, confirmed: [], pending: [] };
      const [agents, confirmations] = await Promise.all([
        agentsSellingProduct(appDb, product.regionId, product.id),
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
    },

    /** Of these products, those whose published script the account has not confirmed: their leads wait (decision 1201). */
    async unconfirmedProductIds(accountId: number, productIds: readonly number[]): Promise<number[]> {
      return [...new Set((await repo.unconfirmedScripts(db, accountId, productIds)).map((r) => r.product_id))];
    },

    diff: (oldHtml: string, newHtml: string): string => diffHtml(oldHtml, newHtml),
  };
}

export type ScriptService = ReturnType<typeof createScriptService>;
