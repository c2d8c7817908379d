/**
 * The phone blacklist (BLACKLIST-01..12): a page of blocked phones in the caller's regions,
 * blocking a phone (its region is the one its country code belongs to) and unblocking one.
 * `isBlacklisted` is the intake's check: a blacklisted phone produces no new lead (new-lead) and
 * no new order (order capture); both refuse it with a 400 naming `phone`.
 */
import {
  BLACKLIST_SEARCH_MIN,
  BLACKLISTED_PHONE_MESSAGE,
  type BlacklistAddBody,
  type BlacklistEntry,
  type BlacklistPage,
  type BlacklistPageBody,
  REGIONS,
} from '@umbrella/contract';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { Clock } from '../../../clock.js';
import { type ModuleTables, ownTables } from '../../../db/owners.js';
import type { Database, PhoneBlacklistTable } from '../../../db/types.js';
import { type AuditEntry, audited, recordAudit } from '../../../platform/audit/record.js';
import type { Caller } from '../../../platform/caller.js';
import { conflict, invalid } from '../../../platform/http-error.js';
import { fetchPage } from '../../../platform/pagination.js';
import { phoneEnding } from '../../../platform/phone-mask.js';
import { assertRegion, foundInRegions } from '../../../platform/region-scope.js';
import { withTransaction } from '../../../platform/transaction.js';
import { accountDisplayNameSql, accountNames } from '../../accounts/index.js';

type BlacklistCaller = Pick<Caller, 'accountId' | 'regionIds' | 'email' | 'requestId'>;

/** A blacklist change's audit entry: the entry in its phone's region, the number's last digits only. */
const auditEntry = (
  action: 'BLACKLIST_ADDED' | 'BLACKLIST_DELETED',
  row: { id: number; phone: string; region_id: string },
): AuditEntry => ({
  action,
  targetType: 'blacklist',
  targetId: row.id,
  regionIds: [row.region_id],
  details: { phone: phoneEnding(row.phone) },
});

/** The region whose country code starts the E.164 phone. */
export function regionOfPhone(phone: string): string | undefined {
  return REGIONS.find((region) => phone.startsWith(region.phonePrefix))?.id;
}

/** Whether the phone may not produce a new lead or order. */
export async function isBlacklisted<DB extends ModuleTables<'workspace'>>(
  db: Kysely<DB> | Transaction<DB>,
  phone: string,
): Promise<boolean> {
  const row = await ownTables(db, 'workspace')
    .selectFrom('phone_blacklist')
    .select('id')
    .where('phone', '=', phone.trim())
    .executeTakeFirst();
  return row !== undefined;
}

/** The intake's 400 on `phone` for a blacklisted phone. */
export const blacklistedPhone = () => invalid('phone', BLACKLISTED_PHONE_MESSAGE);

/** Throws the intake's 400 on `phone` when the phone is blacklisted. */
export async function refuseBlacklisted<DB extends ModuleTables<'workspace'>>(
  db: Kysely<DB> | Transaction<DB>,
  phone: string,
): Promise<void> {
  if (await isBlacklisted(db, phone)) throw blacklistedPhone();
}

/** A search fragment: the digits of what was typed (spaces and the + are not stored). */
const digitsOf = (text: string) => text.replace(/\D/g, '');

export function createBlacklist(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db: appDb, clock } = deps;
  const db = ownTables(appDb, 'workspace');

  const entries = () =>
    db
      .selectFrom('phone_blacklist as b')
      .leftJoin(accountNames(appDb).as('a'), 'a.id', 'b.created_by')
      .select(['b.id', 'b.phone', 'b.region_id', 'b.comment', 'b.created_at', accountDisplayNameSql('a').as('author')]);

  const toEntry = (row: {
    id: number;
    phone: string;
    comment: string | null;
    created_at: Date;
    author: string | null;
  }): BlacklistEntry => ({
    id: row.id,
    phone: row.phone,
    created: new Date(row.created_at).toISOString(),
    author: row.author,
    comment: row.comment,
  });

  return {
    /** POST /blacklist/all {page, pageSize, phone} → {leads, totalSize}, newest first. */
    async page(caller: BlacklistCaller, body: BlacklistPageBody): Promise<BlacklistPage> {
      const search = digitsOf(body.phone ?? '');
      if (body.phone?.trim() && body.phone.trim().length < BLACKLIST_SEARCH_MIN) {
        throw invalid('phone', 'Phone number should be at least 4 digits');
      }
      if (!caller.regionIds.length) return { leads: [], totalSize: 0 };
      const matching = <
        Q extends SelectQueryBuilder<ModuleTables<'workspace'> & { b: PhoneBlacklistTable }, 'b', object>,
      >(
        query: Q,
      ) =>
        (search ? query.where('b.phone', 'like', `%${search}%`) : query).where(
          'b.region_id',
          'in',
          caller.regionIds,
        ) as Q;
      const { totalSize, content } = await fetchPage(
        matching(entries()).orderBy('b.created_at', 'desc').orderBy('b.id', 'desc'),
        matching(db.selectFrom('phone_blacklist as b')),
        { page: body.page, size: body.pageSize },
      );
      return { leads: content.map(toEntry), totalSize };
    },

    /** POST /blacklist/add {phone, comment}: 409 when the phone is already blocked. */
    async add(caller: BlacklistCaller, body: BlacklistAddBody): Promise<BlacklistEntry> {
      const regionId = regionOfPhone(body.phone);
      if (!regionId) throw invalid('phone', 'The phone must start with the country code of a region');
      assertRegion(caller, regionId);
      const inserted = await withTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('phone_blacklist')
          .values({
            phone: body.phone,
            region_id: regionId,
            comment: body.comment?.trim() || null,
            created_by: caller.accountId,
            created_at: clock.now(),
          })
          .onConflict((oc) => oc.column('phone').doNothing())
          .returning(['id', 'phone', 'region_id'])
          .executeTakeFirst();
        if (row) await recordAudit(trx, caller, auditEntry('BLACKLIST_ADDED', row));
        return row;
      });
      if (!inserted) throw conflict('This phone number is already blacklisted');
      return toEntry(await entries().where('b.id', '=', inserted.id).executeTakeFirstOrThrow());
    },

    /** DELETE /blacklist/delete/{id}: another region's entry is answered as a missing one. */
    async remove(caller: BlacklistCaller, id: number): Promise<void> {
      const row = foundInRegions(
        caller,
        await db
          .selectFrom('phone_blacklist')
          .select(['id', 'phone', 'region_id'])
          .where('id', '=', id)
          .executeTakeFirst(),
        (r) => r.region_id,
        'Blacklist entry not found',
      );
      await audited(db, caller, auditEntry('BLACKLIST_DELETED', row), (trx) =>
        trx.deleteFrom('phone_blacklist').where('id', '=', row.id).execute(),
      );
    },
  };
}

export type Blacklist = ReturnType<typeof createBlacklist>;
