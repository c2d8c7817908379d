import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

const A = '/module/account/api/v1';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Entry = {
  id: number;
  at: string;
  actorLogin: string;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string;
  regionIds: string[];
  details: Record<string, unknown>;
  requestId: string | null;
};
const call = async (method: Method, url: string, payload?: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method, url, payload: payload as object, headers: headers ?? (await t.auth('admin')) });
const audit = async (query = '', headers?: Record<string, string>) => {
  const res = await call('GET', `${A}/audit?${query}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { content: Entry[]; totalSize: number };
};
const entriesOf = async (targetType: string, targetId: number | string) =>
  (await audit(`targetType=${targetType}&targetId=${targetId}&size=100`)).content;

let created = 0;
async function createAgent(regionIds = ['pe-central']) {
  created += 1;
  const res = await call('POST', `${A}/accounts`, {
    name: 'Ana',
    surname: `Auditada ${created}`,
    email: `ana.auditada${created}`,
    password: 'Ab3dEf9h!',
    position: 'Agent',
    regionIds,
    salaryCurrency: 'PEN',
    timezone: 'America/Lima',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

describe('issue 17 audit log', () => {
  it('issue 17 audit: creating an account writes one entry with who, when, the target, its regions and the request id', async () => {
    const before = Date.now();
    const id = await createAgent();
    const entries = await entriesOf('account', id);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      action: 'ACCOUNT_CREATED',
      actorLogin: 'admin@umbrella.example',
      targetType: 'account',
      targetId: String(id),
      regionIds: ['pe-central'],
      details: { email: `ana.auditada${created}@umbrella.example`, position: 'Agent' },
    });
    expect(entry?.actorName).toBeTruthy();
    expect(entry?.requestId).toMatch(/\S/);
    expect(new Date(entry?.at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('issue 17 audit: an update that sets a password writes an edit and a password reset; block and unblock one entry per account', async () => {
    const first = await createAgent();
    const second = await createAgent(['cl-central']);
    const update = await call('PUT', `${A}/accounts/${first}`, {
      name: 'Ana',
      surname: 'Cambiada',
      position: 'Agent',
      regionIds: ['pe-central'],
      salaryCurrency: 'PEN',
      password: 'Zx9cVb7n!',
    });
    expect(update.statusCode, update.body).toBe(204);
    expect((await call('POST', `${A}/accounts/block`, { ids: [first, second] })).statusCode).toBe(204);
    expect((await call('POST', `${A}/accounts/unblock`, { ids: [second] })).statusCode).toBe(204);
    expect((await entriesOf('account', first)).map((e) => e.action)).toEqual([
      'ACCOUNT_BLOCKED',
      'ACCOUNT_PASSWORD_RESET',
      'ACCOUNT_UPDATED',
      'ACCOUNT_CREATED',
    ]);
    const secondEntries = await entriesOf('account', second);
    expect(secondEntries.map((e) => e.action)).toEqual(['ACCOUNT_UNBLOCKED', 'ACCOUNT_BLOCKED', 'ACCOUNT_CREATED']);
    expect(secondEntries[0]?.regionIds).toEqual(['cl-central']);
  });

  it('issue 17 audit: group changes are recorded with the group’s region', async () => {
    const res = await call('POST', `${A}/groups`, { name: 'Auditoría PE', regionId: 'pe-central', taskType: 'LEAD' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    expect((await call('PUT', `${A}/groups/${id}`, { name: 'Auditoría PE 2' })).statusCode).toBe(204);
    expect((await call('PUT', `${A}/groups/${id}/features`, { featureIds: [] })).statusCode).toBe(204);
    expect((await call('DELETE', `${A}/groups/${id}`)).statusCode).toBe(204);
    const entries = await entriesOf('group', id);
    expect(entries.map((e) => e.action)).toEqual([
      'GROUP_DELETED',
      'GROUP_FEATURES_SET',
      'GROUP_RENAMED',
      'GROUP_CREATED',
    ]);
    expect(entries.every((e) => e.regionIds.join() === 'pe-central')).toBe(true);
    expect(entries[2]?.details).toEqual({ name: 'Auditoría PE 2' });
  });

  it('issue 17 audit: an action that fails writes no entry, and an entry that cannot be written undoes its action', async () => {
    const id = await createAgent();
    await sql`create function audit_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`.execute(t.db);
    await sql`create trigger audit_test_accounts before update on accounts for each row
      when (new.surname = 'Falla') execute function audit_test_refuse()`.execute(t.db);
    const failed = await call('PUT', `${A}/accounts/${id}`, {
      name: 'Ana',
      surname: 'Falla',
      position: 'Agent',
      regionIds: ['pe-central'],
      salaryCurrency: 'PEN',
    });
    expect(failed.statusCode).toBe(500);
    expect((await entriesOf('account', id)).map((e) => e.action)).toEqual(['ACCOUNT_CREATED']);
    await sql`drop trigger audit_test_accounts on accounts`.execute(t.db);

    await sql`create trigger audit_test_log before insert on audit_log for each row
      when (new.action = 'ACCOUNT_BLOCKED') execute function audit_test_refuse()`.execute(t.db);
    expect((await call('POST', `${A}/accounts/block`, { ids: [id] })).statusCode).toBe(500);
    await sql`drop trigger audit_test_log on audit_log`.execute(t.db);
    const account = await t.db.selectFrom('accounts').select('blocked').where('id', '=', id).executeTakeFirstOrThrow();
    expect(account.blocked).toBe(false);
    expect((await entriesOf('account', id)).map((e) => e.action)).toEqual(['ACCOUNT_CREATED']);
  });

  it('issue 17 audit: only owner:users reads the log (an agent gets 403)', async () => {
    const res = await call('GET', `${A}/audit`, undefined, await t.auth('agent'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('issue 17 audit: a manager of Peru sees Peru’s entries only, not Chile’s nor those of no region', async () => {
    const peru = await createAgent(['pe-central']);
    const chile = await createAgent(['cl-central']);
    await t.db
      .insertInto('audit_log')
      .values({
        actor_id: null,
        actor_login: 'system',
        action: 'BLACKLIST_ADDED',
        target_type: 'blacklist',
        target_id: 'regionless',
        details: '{}',
      })
      .execute();
    const manager = await t.auth('manager', { regionIds: ['pe-central'] });
    const seen = (await audit('size=100', manager)).content;
    const account = (id: number) => (e: (typeof seen)[number]) =>
      e.targetType === 'account' && e.targetId === String(id);
    expect(seen.some(account(peru))).toBe(true);
    expect(seen.some(account(chile))).toBe(false);
    expect(seen.some((e) => e.targetId === 'regionless')).toBe(false);
    expect(seen.every((e) => e.regionIds.includes('pe-central'))).toBe(true);
    const admin = (await audit('targetType=blacklist&targetId=regionless')).content;
    expect(admin).toHaveLength(1);
  });

  it('issue 17 audit: filters by action, actor, target and period; pages newest first', async () => {
    const id = await createAgent();
    const blocked = await audit('action=ACCOUNT_CREATED&size=2');
    expect(blocked.content).toHaveLength(2);
    expect(blocked.content.every((e) => e.action === 'ACCOUNT_CREATED')).toBe(true);
    expect(blocked.totalSize).toBeGreaterThanOrEqual(created);
    const next = await audit('action=ACCOUNT_CREATED&size=2&number=1');
    expect(next.content[0]?.id).toBeLessThan(blocked.content[1]?.id ?? 0);
    expect((await audit('actor=ADMIN@umb&size=1')).content[0]?.actorLogin).toBe('admin@umbrella.example');
    expect((await audit('actor=finance')).totalSize).toBe(0);
    const [entry] = await entriesOf('account', id);
    const at = new Date(entry?.at ?? 0).getTime();
    const within = await audit(
      `targetType=account&targetId=${id}&from=${new Date(at - 1000).toISOString()}&to=${new Date(at + 1000).toISOString()}`,
    );
    expect(within.totalSize).toBe(1);
    const after = await audit(`targetType=account&targetId=${id}&from=${new Date(at + 1000).toISOString()}`);
    expect(after.totalSize).toBe(0);
  });

  it('issue 17 audit: bad filters are refused naming the field', async () => {
    const res = await call('GET', `${A}/audit?action=NOPE`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('action');
    const order = await call('GET', `${A}/audit?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z`);
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toHaveProperty('to');
  });
});
