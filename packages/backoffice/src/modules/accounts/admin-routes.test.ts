import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

const A = '/module/account/api/v1';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: unknown, username = 'admin') =>
  t.app.inject({ method, url, payload: payload as object, headers: await t.auth(username) });
const page = async (query: string, username = 'admin') =>
  (await call('GET', `${A}/accounts?${query}`, undefined, username)).json();

let created = 0;
async function createAgent(overrides: Record<string, unknown> = {}) {
  created += 1;
  const res = await call('POST', `${A}/accounts`, {
    name: 'Rosa',
    surname: `Prueba ${created}`,
    identityDocNumber: `DNI-${created}`,
    email: `rosa.prueba${created}`,
    password: 'Ab3dEf9h!',
    position: 'Agent',
    regionIds: ['pe-central'],
    salaryCurrency: 'PEN',
    groupIds: [],
    timezone: 'America/Lima',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; email: string };
}

describe('accounts administration', () => {
  it('AGENT-02 AGENT-03 AGENT-04 answers a page of accounts with their regions, groups and the total', async () => {
    const body = await page('number=0&size=25');
    expect(body.totalSize).toBeGreaterThanOrEqual(7);
    const agent = body.content.find((a: { email: string }) => a.email === 'agent@umbrella.example');
    expect(agent).toMatchObject({
      name: 'Lucía',
      surname: 'Quispe Mamani',
      identityDocNumber: '',
      position: 'Agent',
      blocked: false,
      regions: expect.arrayContaining([expect.objectContaining({ id: 'pe-central' })]),
    });
    expect(agent.groups.length).toBeGreaterThan(0);
    expect(agent.groups[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(Object.keys(agent)).toEqual(expect.arrayContaining(['voipExtension', 'salaryCurrency']));
    const second = await page('number=1&size=2');
    expect(second.content).toHaveLength(2);
    expect(second.content[0].id).not.toBe(body.content[0].id);
  });

  it('AGENT-05 AGENT-13 a query of 4 or more characters filters by name, surname, e-mail or Personal ID', async () => {
    const body = await page('query=Quispe');
    expect(body.content.map((a: { surname: string }) => a.surname)).toEqual(['Quispe Mamani']);
    expect(body.totalSize).toBe(1);
  });

  it('AGENT-12 a query of 1 to 3 characters is refused with a 400 naming the field', async () => {
    const res = await call('GET', `${A}/accounts?query=Qui`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('query');
  });

  it('AGENT-06 AGENT-07 AGENT-09 AGENT-10 filters by blocked, groups, regions and position', async () => {
    const managers = await page('position=MANAGER');
    expect(managers.content.every((a: { position: string }) => a.position === 'MANAGER')).toBe(true);
    expect(managers.totalSize).toBeGreaterThan(0);
    const colombia = await page('regionIds=co-central');
    expect(
      colombia.content.every((a: { regions: { id: string }[] }) => a.regions.some((r) => r.id === 'co-central')),
    ).toBe(true);
    const groups = (await call('GET', `${A}/groups?size=1000`)).json().content;
    const peru = groups.find((g: { regionId: string }) => g.regionId === 'pe-central');
    const inGroup = await page(`groupIds=${peru.id}`);
    expect(inGroup.content.every((a: { groups: { id: number }[] }) => a.groups.some((g) => g.id === peru.id))).toBe(
      true,
    );
    expect(inGroup.totalSize).toBeGreaterThan(0);
    const none = await page('blocked=true&regionIds=mx-central&position=Agent');
    expect(none.content.every((a: { blocked: boolean }) => a.blocked)).toBe(true);
  });

  it('AGENT-09 ADMIN-29 a caller sees only accounts of its own regions', async () => {
    const body = await page('regionIds=pe-central', 'agent');
    expect(body).toEqual({ code: 'FORBIDDEN', message: expect.any(String), reason: expect.any(Object) });
  });

  it('AGENT-28 AGENT-39 creates an account with the company domain appended; it can be read back and signs in with its password', async () => {
    const { id, email } = await createAgent({ email: 'nueva.agente', surname: 'Nueva Agente' });
    expect(email).toBe('nueva.agente@umbrella.example');
    const listed = (await page('query=Nueva Agente')).content;
    expect(listed).toEqual([
      expect.objectContaining({ id, email, identityDocNumber: expect.stringMatching(/^DNI-/), salaryCurrency: 'PEN' }),
    ]);
    const me = await t.app.inject({ url: `${A}/me`, headers: await t.auth('nueva.agente') });
    expect(me.json()).toMatchObject({ accountId: id, position: 'Agent', regionIds: ['pe-central'] });
  });

  it('AGENT-39 refuses a taken e-mail (409 naming email), a region not the caller’s and an unknown currency', async () => {
    await createAgent({ email: 'repetida' });
    const again = await call('POST', `${A}/accounts`, {
      name: 'X',
      surname: 'Y',
      email: 'repetida',
      password: 'Ab3dEf9h!',
      position: 'Agent',
      regionIds: ['pe-central'],
      salaryCurrency: 'PEN',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toHaveProperty('email');
    const wrongCurrency = await call('POST', `${A}/accounts`, {
      name: 'X',
      surname: 'Y',
      email: 'otra',
      password: 'Ab3dEf9h!',
      position: 'Agent',
      regionIds: ['pe-central'],
      salaryCurrency: 'EUR',
    });
    expect(wrongCurrency.statusCode).toBe(400);
    expect(wrongCurrency.json().errors).toHaveProperty('salaryCurrency');
    const noRegion = await call('POST', `${A}/accounts`, {
      name: 'X',
      surname: 'Y',
      email: 'otra',
      password: 'Ab3dEf9h!',
      position: 'Agent',
      regionIds: [],
      salaryCurrency: 'PEN',
    });
    expect(noRegion.statusCode).toBe(400);
    expect(noRegion.json().errors).toHaveProperty('regionIds');
  });

  it('AGENT-25 AGENT-26 AGENT-27 AGENT-29 AGENT-30 AGENT-31 AGENT-33 the server refuses a creation missing any required field, naming it', async () => {
    const complete = {
      name: 'Ana',
      surname: 'Torres',
      email: 'ana.requerida',
      password: 'Ab3dEf9h!',
      position: 'Agent',
      regionIds: ['pe-central'],
      salaryCurrency: 'PEN',
    };
    for (const field of ['name', 'surname', 'email', 'password', 'regionIds', 'salaryCurrency'] as const) {
      const { [field]: _left, ...body } = complete;
      const res = await call('POST', `${A}/accounts`, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toHaveProperty(field);
    }
    const clerk = await call('POST', `${A}/accounts`, { ...complete, position: 'Clerk' });
    expect(clerk.statusCode).toBe(400);
    expect(clerk.json().errors).toHaveProperty('position');
    const manager = await call('POST', `${A}/accounts`, { ...complete, position: 'MANAGER' });
    expect(manager.statusCode, manager.body).toBe(201);
  });

  it('AGENT-40 updates the same fields; a changed password replaces the old one', async () => {
    const { id } = await createAgent();
    const res = await call('PUT', `${A}/accounts/${id}`, {
      name: 'Rosa María',
      surname: 'Cambiada',
      identityDocNumber: '12345678',
      position: 'MANAGER',
      regionIds: ['pe-central', 'cl-central'],
      salaryCurrency: 'USD',
      groupIds: [],
      timezone: 'America/Santiago',
    });
    expect(res.statusCode, res.body).toBe(204);
    const [account] = (await page('query=Cambiada')).content;
    expect(account).toMatchObject({
      id,
      name: 'Rosa María',
      position: 'MANAGER',
      salaryCurrency: 'USD',
      timezone: 'America/Santiago',
      identityDocNumber: '12345678',
    });
    expect(account.regions.map((r: { id: string }) => r.id)).toEqual(['cl-central', 'pe-central']);
  });

  it('AGENT-32 getCurrencyCodes lists the currencies of the regions', async () => {
    const res = await call('GET', `${A}/accounts/currency-codes`);
    expect(res.json()).toEqual(['CLP', 'COP', 'MXN', 'PEN', 'USD']);
  });

  it('AGENT-34 a generated password is 6 random bytes encoded plus one special character, new each time', async () => {
    const first = (await call('POST', `${A}/accounts/generated-password`)).json().password as string;
    const second = (await call('POST', `${A}/accounts/generated-password`)).json().password as string;
    expect(first).toHaveLength(9);
    expect(first.replace(/[!@#$%^&*]/, '')).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(first.match(/[!@#$%^&*]/g)).toHaveLength(1);
    expect(second).not.toBe(first);
  });

  it('AGENT-15 blocking ends the sessions at once: the next request is refused, refresh tokens and online sessions are gone', async () => {
    const { id } = await createAgent({ email: 'por.bloquear' });
    const headers = await t.auth('por.bloquear');
    expect((await t.app.inject({ url: `${A}/me`, headers })).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/module/sessions/api/v1/ping',
      headers,
      payload: { sessionId: 'b1b1b1b1-0000-4000-8000-000000000001' },
    });
    await t.db
      .insertInto('oidc_payloads')
      .values({
        model: 'RefreshToken',
        id: `rt-${id}`,
        payload: JSON.stringify({ accountId: String(id) }),
        grant_id: 'g',
      })
      .execute();
    const res = await call('POST', `${A}/accounts/block`, { ids: [id] });
    expect(res.statusCode).toBe(204);
    const after = await t.app.inject({ url: `${A}/me`, headers });
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe('Your account is blocked. Please address it to your manager');
    expect(await t.db.selectFrom('oidc_payloads').select('id').where('id', '=', `rt-${id}`).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('browser_sessions').select('session_id').where('account_id', '=', id).execute(),
    ).toEqual([]);
    expect((await page('blocked=true&query=por.bloquear')).content.map((a: { id: number }) => a.id)).toEqual([id]);
  });

  it('AGENT-15 AGENT-16 block and unblock take every selected id in one call', async () => {
    const one = await createAgent();
    const two = await createAgent();
    expect((await call('POST', `${A}/accounts/block`, { ids: [one.id, two.id] })).statusCode).toBe(204);
    const blocked = (await page('blocked=true&size=1000')).content.map((a: { id: number }) => a.id);
    expect(blocked).toEqual(expect.arrayContaining([one.id, two.id]));
    expect((await call('POST', `${A}/accounts/unblock`, { ids: [one.id, two.id] })).statusCode).toBe(204);
    const still = (await page('blocked=true&size=1000')).content.map((a: { id: number }) => a.id);
    expect(still).not.toContain(one.id);
    expect(still).not.toContain(two.id);
  });

  it('AGENT-15 an account outside the caller’s regions answers like a missing one', async () => {
    const res = await call('POST', `${A}/accounts/block`, { ids: [999999] });
    expect(res.statusCode).toBe(404);
  });

  it('AGENT-17 deleting an account removes it from the list and its token stops working', async () => {
    const { id } = await createAgent({ email: 'por.borrar' });
    const headers = await t.auth('por.borrar');
    expect((await call('DELETE', `${A}/accounts/${id}`)).statusCode).toBe(204);
    expect((await page('query=por.borrar')).totalSize).toBe(0);
    expect((await t.app.inject({ url: `${A}/me`, headers })).statusCode).toBe(403);
    expect((await call('DELETE', `${A}/accounts/${id}`)).statusCode).toBe(404);
  });

  it('AGENT-18 AGENT-22 adds groups to an account, then removes accounts from groups', async () => {
    const { id } = await createAgent();
    const group = (
      await call('POST', `${A}/groups`, { name: 'Temporal Lima', regionId: 'pe-central', taskType: 'RECALL' })
    ).json();
    expect((await call('POST', `${A}/accounts/${id}/groups`, { groupIds: [group.id] })).statusCode).toBe(204);
    const withGroup = (await page(`groupIds=${group.id}`)).content;
    expect(withGroup.map((a: { id: number }) => a.id)).toEqual([id]);
    const res = await call('POST', `${A}/accounts/remove-from-groups`, { accountIds: [id], groupIds: [group.id] });
    expect(res.statusCode).toBe(204);
    expect((await page(`groupIds=${group.id}`)).totalSize).toBe(0);
  });
});

describe('groups administration', () => {
  it('GROUP-02 GROUP-03 GROUP-04 answers a page of groups of the caller’s regions with their parts', async () => {
    const body = (await call('GET', `${A}/groups?number=0&size=25&regionIds=pe-central`)).json();
    expect(body.totalSize).toBeGreaterThan(0);
    const group = body.content.find(
      (g: { products: unknown[]; webmasters: unknown[] }) => g.products.length > 0 && g.webmasters.length > 0,
    );
    expect(group).toMatchObject({
      regionId: 'pe-central',
      region: 'Peru',
      taskType: expect.stringMatching(/^(LEAD|CALL_BACK|RECALL)$/),
    });
    expect(group.products[0]).toEqual({
      product: { id: expect.any(Number), name: expect.any(String) },
      scriptId: null,
    });
    expect(group.webmasters[0]).toEqual({ webmasterId: expect.any(Number), name: expect.any(String) });
    expect(group.accounts.length).toBeGreaterThan(0);
    expect(body.content.every((g: { regionId: string }) => g.regionId === 'pe-central')).toBe(true);
  });

  it('TASK-02 a group’s task type is LEAD, CALL_BACK or RECALL; another is refused', async () => {
    for (const [n, taskType] of ['LEAD', 'CALL_BACK', 'RECALL'].entries()) {
      const created = await call('POST', `${A}/groups`, { name: `Tipo ${n} Lima`, regionId: 'pe-central', taskType });
      expect(created.statusCode, taskType).toBe(201);
    }
    const other = await call('POST', `${A}/groups`, { name: 'Tipo otro', regionId: 'pe-central', taskType: 'CHAT' });
    expect(other.json().errors).toHaveProperty('taskType');
  });

  it('GROUP-06 GROUP-07 GROUP-08 GROUP-09 GROUP-11 ACONST-21 creating needs a name of at most 50, a region and a task type', async () => {
    const long = await call('POST', `${A}/groups`, { name: 'x'.repeat(51), regionId: 'pe-central', taskType: 'LEAD' });
    expect(long.json().errors).toHaveProperty('name');
    const noRegion = await call('POST', `${A}/groups`, { name: 'Sin región', taskType: 'LEAD' });
    expect(noRegion.json().errors).toHaveProperty('regionId');
    const noType = await call('POST', `${A}/groups`, { name: 'Sin tipo', regionId: 'pe-central' });
    expect(noType.json().errors).toHaveProperty('taskType');
    const ok = await call('POST', `${A}/groups`, {
      name: 'Rellamadas Lima',
      regionId: 'pe-central',
      taskType: 'RECALL',
    });
    expect(ok.statusCode).toBe(201);
    const taken = await call('POST', `${A}/groups`, {
      name: 'rellamadas lima',
      regionId: 'pe-central',
      taskType: 'LEAD',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('GROUP-10 GROUP-17 GROUP-21 GROUP-22 GROUP-23 GROUP-24 renames, then sets features, products with scripts and webmasters', async () => {
    const { id } = (
      await call('POST', `${A}/groups`, { name: 'Ventas nuevas', regionId: 'pe-central', taskType: 'LEAD' })
    ).json();
    expect(
      (await call('PUT', `${A}/groups/${id}`, { name: 'Ventas renombradas', regionId: 'cl-central' })).statusCode,
    ).toBe(204);
    const product = await t.db
      .selectFrom('products')
      .select('id')
      .where('region_id', '=', 'pe-central')
      .executeTakeFirstOrThrow();
    const script = await t.db
      .selectFrom('scripts')
      .select('id')
      .where('product_id', '=', product.id)
      .executeTakeFirst();
    const webmaster = await t.db.selectFrom('webmasters').select('id').executeTakeFirstOrThrow();
    expect((await call('PUT', `${A}/groups/${id}/features`, { featureIds: ['voip'] })).statusCode).toBe(204);
    const products = [{ productId: product.id, scriptId: script?.id ?? null }];
    expect((await call('PUT', `${A}/groups/${id}/products`, { products })).statusCode).toBe(204);
    expect((await call('PUT', `${A}/groups/${id}/webmasters`, { webmasterIds: [webmaster.id] })).statusCode).toBe(204);
    const group = (await call('GET', `${A}/groups?size=1000`)).json().content.find((g: { id: number }) => g.id === id);
    expect(group).toMatchObject({
      name: 'Ventas renombradas',
      regionId: 'pe-central',
      taskType: 'LEAD',
      features: [{ id: 'voip', name: 'voip' }],
      products: [{ product: { id: product.id }, scriptId: script?.id ?? null }],
      webmasters: [{ webmasterId: webmaster.id }],
    });
  });

  it('GROUP-23 a product of another region is refused naming products', async () => {
    const { id } = (
      await call('POST', `${A}/groups`, { name: 'Solo Perú', regionId: 'pe-central', taskType: 'LEAD' })
    ).json();
    const chilean = await t.db
      .selectFrom('products')
      .select('id')
      .where('region_id', '=', 'cl-central')
      .executeTakeFirstOrThrow();
    const res = await call('PUT', `${A}/groups/${id}/products`, {
      products: [{ productId: chilean.id, scriptId: null }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('products');
  });

  it('GROUP-17 a product’s script must be one of that product’s scripts', async () => {
    const { id } = (
      await call('POST', `${A}/groups`, { name: 'Guiones cruzados', regionId: 'pe-central', taskType: 'LEAD' })
    ).json();
    const products = await t.db.selectFrom('products').select('id').where('region_id', '=', 'pe-central').execute();
    const scripts = await t.db.selectFrom('scripts').select(['id', 'product_id']).execute();
    const product = products.find((p) => scripts.some((s) => s.product_id !== p.id));
    const foreign = scripts.find((s) => s.product_id !== product?.id);
    expect(product && foreign).toBeTruthy();
    const res = await call('PUT', `${A}/groups/${id}/products`, {
      products: [{ productId: product?.id, scriptId: foreign?.id }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('products');
  });

  it('GROUP-05 deletes one group per call; another region’s group answers like a missing one', async () => {
    const { id } = (
      await call('POST', `${A}/groups`, { name: 'Para borrar', regionId: 'mx-central', taskType: 'LEAD' })
    ).json();
    expect((await call('DELETE', `${A}/groups/${id}`, undefined, 'manager')).statusCode).toBe(204);
    expect((await call('DELETE', `${A}/groups/${id}`)).statusCode).toBe(404);
  });

  it('GROUP-20 AUTH-15 getFeatures lists the features a group can give: the known voip, tcc_access and TSS', async () => {
    expect((await call('GET', `${A}/features?number=0&size=100`)).json()).toEqual({
      content: [
        { id: 'voip', name: 'voip' },
        { id: 'tcc_access', name: 'tcc_access' },
        { id: 'TSS', name: 'TSS' },
      ],
      totalSize: 3,
    });
  });

  it('a group’s products decide which products its agents get (the workspace applies the groups)', async () => {
    const { id: accountId } = await createAgent({ email: 'solo.un.producto' });
    const { id } = (
      await call('POST', `${A}/groups`, { name: 'Un producto', regionId: 'pe-central', taskType: 'LEAD' })
    ).json();
    const product = await t.db
      .selectFrom('products')
      .select('id')
      .where('region_id', '=', 'pe-central')
      .executeTakeFirstOrThrow();
    await call('PUT', `${A}/groups/${id}/products`, { products: [{ productId: product.id, scriptId: null }] });
    await call('POST', `${A}/accounts/${accountId}/groups`, { groupIds: [id] });
    const me = await t.app.inject({ url: `${A}/me`, headers: await t.auth('solo.un.producto') });
    expect(me.json().productsIds).toEqual([product.id]);
  });
});
