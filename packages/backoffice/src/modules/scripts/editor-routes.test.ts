import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { productId } from '../../testing/order-fixtures.js';

const BASE = '/module/scripts/api/v1';
let t: TestBackoffice;
let colageno: number;
let mexicoProduct: number;

beforeAll(async () => {
  t = await buildTestBackoffice();
  colageno = await productId(t.db, 'PE-COLAGENO');
  mexicoProduct = (
    await t.db.selectFrom('products').select('id').where('region_id', '=', 'mx-central').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, username = 'admin') {
  return t.app.inject({ method, url: `${BASE}${url}`, payload, headers: await t.auth(username) });
}

async function createScript(content = '<h2>Saludo</h2><p>Buenos días</p>', product = colageno) {
  const res = await call('POST', '/scripts', { productId: product, name: 'Guion nuevo', content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('scripts editor routes', () => {
  it('SCRIPT-01 needs script:edit: an agent gets 403 on the list, a script and its versions', async () => {
    const script = await createScript();
    for (const url of ['/scripts', `/scripts/${script.scriptId}/details`, `/scripts/${script.scriptId}/versions`]) {
      const res = await call('GET', url, undefined, 'agent');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('script:edit');
    }
  });

  it('SCRIPT-16 SCRIPT-06 creates a script with a draft first version, in the SCRIPT-06 shape', async () => {
    const script = await createScript();
    expect(script).toMatchObject({
      script: { id: script.scriptId, name: 'Guion nuevo' },
      scriptName: 'Guion nuevo',
      productId: colageno,
      regionId: 'pe-central',
      lastPublishedScriptVersion: null,
      lastPublishedScriptVersionId: null,
      lastCreatedScriptVersion: { content: '<h2>Saludo</h2><p>Buenos días</p>', publishedAt: null },
    });
    expect(script.productName).toBeTruthy();
    expect(script.offerIds).toContain('PE-COLAGENO-LMX');
    expect(script.linkedOfferIds).toEqual(script.offerIds);
  });

  it('SCRIPT-16 sanitises the HTML on save: headings, lists, tables and links stay; scripts and handlers go', async () => {
    const script = await createScript(
      '<h2 onclick="x()">Hola</h2><script>alert(1)</script><ul><li><em>uno</em></li></ul>' +
        '<table><tr><td>1</td></tr></table><a href="javascript:alert(1)">mal</a><a href="https://umbrella.example/x">bien</a>' +
        '<img src=x onerror=alert(1)><svg><circle onload="alert(1)"/></svg><p style="background:url(javascript:x)">p</p>',
    );
    const html: string = script.lastCreatedScriptVersion.content;
    expect(html).toContain('<h2>Hola</h2>');
    expect(html).toContain('<ul><li><em>uno</em></li></ul>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('href="https://umbrella.example/x"');
    for (const bad of ['<script', 'onclick', 'onerror', 'onload', 'javascript:', '<svg', '<img', 'style=']) {
      expect(html).not.toContain(bad);
    }
  });

  it('SCRIPT-16 refuses content that is nothing once sanitised, naming the field', async () => {
    const res = await call('POST', '/scripts', {
      productId: colageno,
      name: 'x',
      content: '<script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('content');
    const noName = await call('POST', '/scripts', { productId: colageno, content: '<p>x</p>' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toHaveProperty('name');
  });

  it("SCRIPT-16 another region's product cannot get a script", async () => {
    const res = await call('POST', '/scripts', { productId: mexicoProduct, name: 'x', content: '<p>x</p>' }, 'admin');
    expect(res.statusCode).toBe(201);
    const agentOnly = await t.auth('agent', { permissions: ['script:edit'] });
    const refused = await t.app.inject({
      method: 'POST',
      url: `${BASE}/scripts`,
      headers: agentOnly,
      payload: { productId: mexicoProduct, name: 'x', content: '<p>x</p>' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('productId');
  });

  it('SCRIPT-16 renames a script and creates versions numbered after the last', async () => {
    const script = await createScript();
    const renamed = await call('PUT', `/scripts/${script.scriptId}/name`, { name: 'Guion renombrado' });
    expect(renamed.json().scriptName).toBe('Guion renombrado');
    const v2 = await call('POST', '/script-versions', { scriptId: script.scriptId, content: '<p>Versión 2</p>' });
    expect(v2.statusCode).toBe(201);
    const details = (await call('GET', `/scripts/${script.scriptId}/details`)).json();
    expect(details.lastCreatedScriptVersion).toMatchObject({ id: v2.json().id, content: '<p>Versión 2</p>' });
  });

  it('SCRIPT-09 a draft is updated without notifying agents; a published version is never changed (409)', async () => {
    const script = await createScript();
    const draftId = script.lastCreatedScriptVersion.id;
    const before = await countEvents();
    const updated = await call('PUT', `/script-versions/${draftId}`, { content: '<p>Cambiado</p>' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: draftId, content: '<p>Cambiado</p>', publishedAt: null });
    expect(await countEvents()).toBe(before);
    await call('POST', `/script-versions/${draftId}/publish`);
    const again = await call('PUT', `/script-versions/${draftId}`, { content: '<p>Otra vez</p>' });
    expect(again.statusCode).toBe(409);
  });

  it('SCRIPT-10 publishing marks the version Published and tells the agents (an event)', async () => {
    const script = await createScript();
    const draftId = script.lastCreatedScriptVersion.id;
    const before = await countEvents();
    const res = await call('POST', `/script-versions/${draftId}/publish`);
    expect(res.statusCode).toBe(200);
    expect(res.json().publishedAt).not.toBeNull();
    expect(await countEvents()).toBe(before + 1);
    const details = (await call('GET', `/scripts/${script.scriptId}/details`)).json();
    expect(details.lastPublishedScriptVersionId).toBe(draftId);
    // Publishing twice changes nothing and tells no one again.
    await call('POST', `/script-versions/${draftId}/publish`);
    expect(await countEvents()).toBe(before + 1);
  });

  it('SCRIPT-02 SCRIPT-03 SCRIPT-15 lists 15 a page by default, filtered by region, product and offer', async () => {
    await createScript();
    const allRes = await call('GET', '/scripts');
    expect(allRes.statusCode, allRes.body).toBe(200);
    const all = allRes.json();
    expect(all.content.length).toBeLessThanOrEqual(15);
    expect(all.totalSize).toBeGreaterThan(15);
    const byProduct = (await call('GET', `/scripts?productId=${colageno}`)).json();
    expect(byProduct.content.length).toBeGreaterThan(0);
    expect(byProduct.content.every((s: { productId: number }) => s.productId === colageno)).toBe(true);
    const byOffer = (await call('GET', '/scripts?offerId=PE-COLAGENO-LMX&size=100')).json();
    expect(byOffer.content.map((s: { productId: number }) => s.productId)).toEqual(
      byProduct.content.map((s: { productId: number }) => s.productId),
    );
    const byRegion = (await call('GET', '/scripts?regionId=mx-central&size=100')).json();
    expect(byRegion.content.every((s: { regionId: string }) => s.regionId === 'mx-central')).toBe(true);
    const agentEditor = await t.auth('agent', { permissions: ['script:edit'] });
    const own = await t.app.inject({ url: `${BASE}/scripts?regionId=mx-central`, headers: agentEditor });
    expect(own.json()).toEqual({ content: [], totalSize: 0 });
  });

  it('SCRIPT-15 versions come newest first, 100 a page', async () => {
    const script = await createScript();
    await call('POST', '/script-versions', { scriptId: script.scriptId, content: '<p>2</p>' });
    const page = (await call('GET', `/scripts/${script.scriptId}/versions`)).json();
    expect(page.totalSize).toBe(2);
    expect(page.content.map((v: { content: string }) => v.content)).toEqual([
      '<p>2</p>',
      '<h2>Saludo</h2><p>Buenos días</p>',
    ]);
    expect((await call('GET', `/scripts/${script.scriptId}/versions?size=101`)).statusCode).toBe(400);
  });

  it("numbers each script's versions from 1, whatever other scripts hold (the id is global)", async () => {
    const first = await createScript();
    const second = await createScript();
    await call('POST', '/script-versions', { scriptId: first.scriptId, content: '<p>2</p>' });
    await call('POST', '/script-versions', { scriptId: second.scriptId, content: '<p>2</p>' });
    for (const script of [first, second]) {
      const page = (await call('GET', `/scripts/${script.scriptId}/versions`)).json();
      expect(page.content.map((v: { number: number }) => v.number)).toEqual([2, 1]);
      const details = (await call('GET', `/scripts/${script.scriptId}/details`)).json();
      expect(details.lastCreatedScriptVersion.number).toBe(2);
    }
  });

  it('SCRIPT-14 the back-office computes the diff: removed words in <del>, added in <ins>', async () => {
    const res = await call('POST', '/scripts/diff', {
      oldHtml: '<p>Precio especial hoy</p>',
      newHtml: '<p>Precio único hoy</p><script>x</script>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toBe('<p>Precio <del>especial</del><ins>único</ins> hoy</p>');
  });
});

async function countEvents(): Promise<number> {
  const row = await t.db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('type', '=', 'script.published')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
