/**
 * A workspace over a fresh test database with its own clock, plus helpers that create what the
 * queue tests need: isolated products and groups (so demo data never interferes), accounts in
 * them, leads and orders.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createClock } from '../../../../clock.js';
import type { Database } from '../../../../db/types.js';
import type { Caller } from '../../../../platform/caller.js';
import { openTestDatabase } from '../../../../testing/database.js';
import { accountLookup } from '../../../accounts/index.js';
import { DEFAULT_SHIFT_SETTINGS } from '../../shifts/settings.js';
import { createWorkspace, type Workspace } from '../../workspace.js';

export type Fixture = Awaited<ReturnType<typeof workspaceFixture>>;

export async function callerOf(
  db: Kysely<Database>,
  accountId: number,
  overrides: Partial<Caller> = {},
): Promise<Caller> {
  const profile = await accountLookup(db).profile(accountId);
  if (!profile) throw new Error(`no account ${accountId}`);
  return {
    accountId: profile.id,
    permissions: profile.permissions,
    features: profile.features,
    regionIds: profile.regionIds,
    position: profile.position,
    productsIds: profile.productsIds,
    email: profile.email,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
}

export async function workspaceFixture() {
  const database = await openTestDatabase();
  const db = database.handle.db;
  const clock = createClock({ frozenAt: new Date() });
  const workspace: Workspace = createWorkspace(db, { clock, shift: DEFAULT_SHIFT_SETTINGS });

  /** A product of its own in a region, with an offer, and a group of `taskType` selling it. */
  async function queue(regionId = 'pe-central', taskType: 'LEAD' | 'CALL_BACK' | 'RECALL' | null = null) {
    const tag = randomUUID().slice(0, 8);
    const product = await db
      .insertInto('products')
      .values({ region_id: regionId, sku: `T-${tag}`, name: `Test ${tag}`, price_minor: 1000, currency: 'PEN' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offerId = `T-${tag}-OFF`;
    await db
      .insertInto('offers')
      .values({ id: offerId, product_id: product.id, region_id: regionId, name: `Offer ${tag}`, price_minor: 1000 })
      .execute();
    const group = await db
      .insertInto('groups')
      .values({ name: `Group ${tag}`, region_id: regionId, task_type: taskType })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('group_products').values({ group_id: group.id, product_id: product.id }).execute();
    return { regionId, productId: product.id, offerId, groupId: group.id };
  }

  type Queue = Awaited<ReturnType<typeof queue>>;

  /** A new agent (or manager) working only the given queues. */
  async function agent(
    queues: Queue[],
    position: 'Agent' | 'MANAGER' = 'Agent',
    features: string[] = [],
  ): Promise<Caller> {
    const tag = randomUUID().slice(0, 8);
    const account = await db
      .insertInto('accounts')
      .values({
        username: `a-${tag}`,
        password_hash: 'x',
        name: 'Agent',
        surname: tag,
        email: `${tag}@test.example`,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const regions = [...new Set(queues.map((q) => q.regionId))];
    if (regions.length) {
      await db
        .insertInto('account_regions')
        .values(regions.map((region_id) => ({ account_id: account.id, region_id })))
        .execute();
    }
    for (const feature of features)
      await db.insertInto('account_features').values({ account_id: account.id, feature }).execute();
    if (queues.length) {
      await db
        .insertInto('account_groups')
        .values(queues.map((q) => ({ account_id: account.id, group_id: q.groupId })))
        .execute();
    }
    const agentRole = await db.selectFrom('roles').select('id').where('name', '=', 'agent').executeTakeFirst();
    if (agentRole)
      await db.insertInto('account_roles').values({ account_id: account.id, role_id: agentRole.id }).execute();
    return callerOf(db, account.id);
  }

  async function seeded(username: string, overrides: Partial<Caller> = {}): Promise<Caller> {
    const id = await accountLookup(db).idByUsername(username);
    if (!id) throw new Error(`no seeded account ${username}`);
    return callerOf(db, id, overrides);
  }

  /** Leads in a queue; the queue trigger gives each its LEAD task. */
  async function leads(q: Queue, count: number, extra: { status?: number; holder?: number; callAt?: Date } = {}) {
    const rows = Array.from({ length: count }, (_, i) => ({
      region_id: q.regionId,
      product_id: q.productId,
      offer_id: q.offerId,
      name: `Cliente ${i + 1}`,
      phone: `+5199${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      status: extra.status ?? 0,
      holder_account_id: extra.holder ?? null,
      call_at: extra.callAt ?? null,
      created_at: new Date(clock.now().getTime() - (count - i) * 1000),
    }));
    const inserted = await db.insertInto('leads').values(rows).returning('id').execute();
    return inserted.map((r) => r.id);
  }

  async function order(leadId: number, values: { status?: number; createdBy?: number | null; regionId?: string } = {}) {
    const lead = await db.selectFrom('leads').select('region_id').where('id', '=', leadId).executeTakeFirstOrThrow();
    const row = await db
      .insertInto('orders')
      .values({
        short_code: `T${randomUUID().slice(0, 7).toUpperCase()}`,
        lead_id: leadId,
        region_id: values.regionId ?? lead.region_id,
        status: values.status ?? 0,
        created_by: values.createdBy ?? null,
        created_at: clock.now(),
        updated_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function events(type?: string) {
    let q = db.selectFrom('outbox_events').select(['type', 'account_id', 'payload']).orderBy('id');
    if (type) q = q.where('type', '=', type);
    return (await q.execute()).map((e) => ({
      type: e.type,
      accountId: e.account_id,
      payload: (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload) as Record<string, unknown>,
    }));
  }

  return {
    db,
    engine: database.handle.engine,
    workspace,
    ...workspace,
    clock,
    queue,
    agent,
    seeded,
    leads,
    order,
    events,
    /** Moves business time forward by `seconds`. */
    advance: (seconds: number) => clock.setOffsetSeconds(clock.offsetSeconds() + seconds),
    close: async () => {
      await workspace.scheduler.stop();
      await database.handle.close();
      await database.drop();
    },
  };
}
