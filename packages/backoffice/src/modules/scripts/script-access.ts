/** A script or version as a caller reaches it: its product must be in one of the caller's regions (else 404). */
import type { ModuleDb } from '../../db/owners.js';
import type { Caller } from '../../platform/caller.js';
import { notFound } from '../../platform/http-error.js';
import type { CatalogService } from '../catalog/index.js';
import * as repo from './repo.js';

export type ScriptCaller = Pick<Caller, 'accountId' | 'regionIds' | 'productsIds'>;

export function createScriptAccess(db: ModuleDb<'scripts'>, catalog: CatalogService) {
  /** The script and its product when the product is in one of the caller's regions; else 404. */
  async function scriptInRegions(caller: ScriptCaller, id: number) {
    const script = await repo.findScript(db, id);
    const [product] = script
      ? await catalog.productsWithOffers({ regionIds: caller.regionIds, productId: script.product_id })
      : [];
    if (!script || !product) throw notFound({ key: 'notFoundScript', values: { id } });
    return { script, product };
  }

  async function versionInRegions(caller: ScriptCaller, id: number) {
    const version = await repo.findVersion(db, id);
    if (!version) throw notFound({ key: 'notFoundScriptVersion', values: { id } });
    const { script, product } = await scriptInRegions(caller, version.script_id).catch(() => {
      throw notFound({ key: 'notFoundScriptVersion', values: { id } });
    });
    return { version, script, product };
  }

  return { scriptInRegions, versionInRegions };
}

export type ScriptAccess = ReturnType<typeof createScriptAccess>;
