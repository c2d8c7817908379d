import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

let t: TestBackoffice;
let scriptId: number;
beforeAll(async () => {
  t = await buildTestBackoffice();
  const product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  scriptId = (
    await t.db
      .insertInto('scripts')
      .values({ product_id: product.id, title: 'Guion de prueba' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db
    .insertInto('script_versions')
    .values([
      { script_id: scriptId, version: 1, format: 'html', body: '<h2>Uno</h2>', published_at: new Date('2026-01-01') },
      { script_id: scriptId, version: 2, format: 'markdown', body: '## Dos', published_at: new Date('2026-02-01') },
      { script_id: scriptId, version: 3, format: 'html', body: '<h2>Borrador</h2>', published_at: null },
    ])
    .execute();
});
afterAll(() => t.close());

const get = async (url: string, username = 'agent') => t.app.inject({ url, headers: await t.auth(username) });

describe('GET /module/scripts/api/v1/scripts/:id', () => {
  it('LEAD-12 TASK-14 answers the latest published version with its format, never a draft', async () => {
    const res = await get(`/module/scripts/api/v1/scripts/${scriptId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: scriptId,
      title: 'Guion de prueba',
      version: 2,
      format: 'markdown',
      body: '## Dos',
    });
  });

  it('answers 404 for an unknown script and 403 without task:current', async () => {
    expect((await get('/module/scripts/api/v1/scripts/999999')).statusCode).toBe(404);
    expect((await get(`/module/scripts/api/v1/scripts/${scriptId}`, 'finance')).statusCode).toBe(403);
  });
});
