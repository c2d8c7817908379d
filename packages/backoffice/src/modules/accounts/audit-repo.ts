/**
 * Reading the audit log: newest first by `at desc, id desc` (index audit_log_at, and
 * the actor's and action's indexes in the same order when those filters are set), scoped to the
 * caller's regions (decision 1735). The platform writes the table (platform/audit).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleDb, type ModuleTables, ownTables } from '../../db/owners.js';
import { accountDisplayNameSql } from './display-name.js';

/** Counting stops here: the page says "more than" (like the documents' and calls' lists). */
export const AUDIT_COUNT_CAP = 10_000;

export type AuditFilter = {
  regionIds: readonly string[];
  /** Entries of no region belong to every region: only callers of every region see them. */
  includeRegionless: boolean;
  actorLogin?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  number: number;
  size: number;
};

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: ModuleDb<'accounts'>, f: AuditFilter) {
  let query = db.selectFrom('audit_log as l').where((eb) => {
    const scoped = f.regionIds.length
      ? sql<boolean>`l.region_ids && ${sql.val(f.regionIds)}::text[]`
      : sql<boolean>`false`;
    return f.includeRegionless ? eb.or([scoped, sql<boolean>`l.region_ids = '{}'::text[]`]) : scoped;
  });
  if (f.actorLogin) query = query.where(sql<boolean>`l.actor_login like ${likePrefix(f.actorLogin.toLowerCase())}`);
  if (f.action) query = query.where('l.action', '=', f.action);
  if (f.targetType) query = query.where('l.target_type', '=', f.targetType);
  if (f.targetId) query = query.where('l.target_id', '=', f.targetId);
  if (f.from) query = query.where('l.at', '>=', f.from);
  if (f.to) query = query.where('l.at', '<', f.to);
  return query;
}

export async function auditPage<DB extends ModuleTables<'accounts'>>(
  handle: Kysely<DB> | Transaction<DB>,
  f: AuditFilter,
) {
  const db = ownTables(handle, 'accounts');
  const rows = await filtered(db, f)
    .leftJoin('accounts as a', 'a.id', 'l.actor_id')
    .select([
      'l.id',
      'l.at',
      'l.actor_id',
      'l.actor_login',
      'l.action',
      'l.target_type',
      'l.target_id',
      'l.region_ids',
      'l.details',
      'l.request_id',
      accountDisplayNameSql('a').as('actor_name'),
    ])
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(f.size)
    .offset(f.number * f.size)
    .execute();
  const counted = await db
    .selectFrom(
      filtered(db, f)
        .select(sql`1`.as('one'))
        .limit(AUDIT_COUNT_CAP + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return {
    totalSize: Math.min(Number(counted.n), AUDIT_COUNT_CAP + 1),
    content: rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.at).toISOString(),
      actorId: r.actor_id,
      actorLogin: r.actor_login,
      actorName: r.actor_name,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      regionIds: r.region_ids,
      details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
      requestId: r.request_id,
    })),
  };
}
