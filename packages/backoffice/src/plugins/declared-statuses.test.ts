/**
 * The OpenAPI document declares what the routes answer: the web's typed client and API users
 * read their error cases from it. Each answer below was once given without being declared
 * (blacklist add 409, documents export 400, script-version confirm and edit 409), and order
 * creation needs a header the document did not name. The schema fuzzing suite checks the same
 * for every answer it provokes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../testing/build.js';

type Operation = {
  responses: Record<string, unknown>;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
};
let t: TestBackoffice;
let paths: Record<string, Record<string, Operation>>;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestBackoffice();
  paths = (await t.app.inject({ url: '/module/docs/json' })).json().paths;
  headers = await t.auth('admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
async function answer(method: Method, template: string, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const declared = Object.keys(paths[template]?.[method.toLowerCase()]?.responses ?? {});
  return { status: res.statusCode, declared, body: res.body };
}

describe('the OpenAPI document declares every status a route answers', () => {
  it('blacklisting a phone twice: 409, declared', async () => {
    const add = (phone: string) =>
      answer('POST', '/module/leads/api/v1/blacklist/add', '/module/leads/api/v1/blacklist/add', { phone });
    expect((await add('+51911222333')).status).toBe(200);
    const again = await add('+51911222333');
    expect(again.status, again.body).toBe(409);
    expect(again.declared).toContain('409');
  });

  it('exporting documents none of which can be exported: 400, declared with the CSV answer', async () => {
    const template = '/module/documents/documents/export';
    const res = await answer('GET', template, `${template}?ids=2147483000`);
    expect(res.status, res.body).toBe(400);
    expect(res.declared).toEqual(expect.arrayContaining(['200', '400', '403']));
    const ok = paths[template]?.get?.responses['200'] as { content?: Record<string, unknown> };
    expect(Object.keys(ok.content ?? {})).toEqual(['text/csv']);
  });

  it('confirming or editing a script version that is no longer the latest published: 409, declared', async () => {
    const first = await t.db
      .selectFrom('script_versions')
      .select(['id', 'script_id'])
      .where('published_at', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const versions = '/module/scripts/api/v1/script-versions';
    const created = await answer('POST', versions, versions, { scriptId: first.script_id, content: '<p>Nuevo</p>' });
    expect(created.status, created.body).toBe(201);
    const newer = JSON.parse(created.body).id as number;
    expect((await answer('POST', `${versions}/{id}/publish`, `${versions}/${newer}/publish`)).status).toBe(200);

    const confirm = await answer('POST', `${versions}/{id}/confirm`, `${versions}/${first.id}/confirm`);
    expect(confirm.status, confirm.body).toBe(409);
    expect(confirm.declared).toContain('409');
    const edit = await answer('PUT', `${versions}/{id}`, `${versions}/${first.id}`, { content: '<p>Otro</p>' });
    expect(edit.status, edit.body).toBe(409);
    expect(edit.declared).toContain('409');
  });

  it('order creation names its required Idempotency-Key header', () => {
    const op = paths['/module/orders/api/v1/orders']?.post;
    expect(op?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
    );
  });
});
