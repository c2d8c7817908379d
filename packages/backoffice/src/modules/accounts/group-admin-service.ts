/**
 * Administering groups (GROUP-*): the page, create, rename, delete, and what a group works on
 * (features, products with their scripts, webmasters, dialing), each audited. A group outside the
 * caller's regions answers like a missing one.
 */
import type { GroupDialing } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { type AuditEntry, audited } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { invalid } from '../../platform/http-error.js';
import { assertRegion, foundInRegions, scopedRegionIds } from '../../platform/region-scope.js';
import { conflictField, GROUP_NOT_FOUND } from './admin-errors.js';
import { adminReads } from './admin-repo.js';
import { PAGE_SIZE } from './admin-schemas.js';
import {
  deleteGroup,
  existingWebmasters,
  findGroup,
  groupNameTaken,
  groupPage,
  insertGroup,
  productsOfRegion,
  renameGroup,
  scriptsOfProducts,
  setGroupDialing,
  setGroupFeatures,
  setGroupProducts,
  setGroupWebmasters,
} from './group-admin-repo.js';
import { groupRulesNotice } from './group-rules-notice.js';

export function createGroupsAdmin(appDb: Kysely<Database>) {
  const db = ownTables(appDb, 'accounts');
  const reads = adminReads(appDb);
  // Its members' rules as the task queue keeps them: a group's change is any member's.
  const rules = groupRulesNotice(appDb);
  const groupEntry = (
    group: { id: number; regionId: string },
    action: AuditEntry['action'],
    details?: AuditEntry['details'],
  ): AuditEntry => ({ action, targetType: 'group', targetId: group.id, regionIds: [group.regionId], details });

  async function ownGroup(caller: Caller, id: number) {
    return foundInRegions(caller, await findGroup(db, id), (g) => g.regionId, GROUP_NOT_FOUND);
  }

  return {
    groupPage: (caller: Caller, query: { number?: number; size?: number; regionIds?: string[] }) =>
      groupPage(db, reads, {
        number: query.number ?? 0,
        size: query.size ?? PAGE_SIZE,
        regionIds: scopedRegionIds(caller, query.regionIds),
      }),

    async createGroup(
      caller: Caller,
      body: { name: string; regionId: string; taskType: 'LEAD' | 'CALL_BACK' | 'RECALL' },
    ) {
      assertRegion(caller, body.regionId);
      const name = body.name.trim();
      if (await groupNameTaken(db, name)) throw conflictField('name', 'A group with this name already exists');
      const id = await audited(
        db,
        caller,
        (created: number) => groupEntry({ id: created, regionId: body.regionId }, 'GROUP_CREATED', { name }),
        (trx) => insertGroup(trx, { ...body, name }),
      );
      return { id };
    },

    async renameGroup(caller: Caller, id: number, name: string): Promise<void> {
      const group = await ownGroup(caller, id);
      if (await groupNameTaken(db, name.trim(), id))
        throw conflictField('name', 'A group with this name already exists');
      await audited(db, caller, groupEntry(group, 'GROUP_RENAMED', { name: name.trim() }), (trx) =>
        renameGroup(trx, id, name.trim()),
      );
    },

    async deleteGroup(caller: Caller, id: number): Promise<void> {
      const group = await ownGroup(caller, id);
      await audited(db, caller, groupEntry(group, 'GROUP_DELETED'), async (trx) => {
        await deleteGroup(trx, id);
        await rules.announce(trx, null);
      });
      rules.forget(null);
    },

    async setFeatures(caller: Caller, id: number, features: readonly string[]): Promise<void> {
      const group = await ownGroup(caller, id);
      await audited(db, caller, groupEntry(group, 'GROUP_FEATURES_SET', { features }), (trx) =>
        setGroupFeatures(trx, id, features),
      );
    },

    async setProducts(caller: Caller, id: number, products: readonly { productId: number; scriptId: number | null }[]) {
      const group = await ownGroup(caller, id);
      const known = await productsOfRegion(
        db,
        reads,
        group.regionId,
        products.map((p) => p.productId),
      );
      if (products.some((p) => !known.has(p.productId)))
        throw invalid('products', "must be products of the group's region");
      const withScript = products.flatMap((p) => (p.scriptId === null ? [] : [{ ...p, scriptId: p.scriptId }]));
      const scripts = await scriptsOfProducts(db, reads, withScript);
      if (withScript.some((p) => !scripts.has(p.scriptId)))
        throw invalid('products', 'each script must be a script of its product');
      const productIds = products.map((p) => p.productId);
      await audited(db, caller, groupEntry(group, 'GROUP_PRODUCTS_SET', { productIds }), async (trx) => {
        await setGroupProducts(trx, id, products);
        await rules.announce(trx, null);
      });
      rules.forget(null);
    },

    async setWebmasters(caller: Caller, id: number, webmasterIds: readonly number[]): Promise<void> {
      const group = await ownGroup(caller, id);
      const known = await existingWebmasters(db, reads, webmasterIds);
      if (webmasterIds.some((w) => !known.has(w))) throw invalid('webmasterIds', 'must be existing webmasters');
      await audited(db, caller, groupEntry(group, 'GROUP_WEBMASTERS_SET', { webmasterIds }), async (trx) => {
        await setGroupWebmasters(trx, id, webmasterIds);
        await rules.announce(trx, null);
      });
      rules.forget(null);
    },

    async setDialing(caller: Caller, id: number, dialing: GroupDialing): Promise<void> {
      const group = await ownGroup(caller, id);
      await audited(db, caller, groupEntry(group, 'GROUP_DIALING_SET', { ...dialing }), async (trx) => {
        await setGroupDialing(trx, id, dialing);
        await rules.announce(trx, null);
      });
      rules.forget(null);
    },
  };
}
