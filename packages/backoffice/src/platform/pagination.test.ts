import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/database.js';
import { fetchPage } from './pagination.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t.handle.close();
  await t.drop();
});

const regions = () => t.handle.db.selectFrom('regions');
const page = (page: number, size: number) =>
  fetchPage(regions().select(['id']).orderBy('id'), regions(), { page, size });

describe('fetchPage', () => {
  it('answers the requested slice in order and the size of the whole list', async () => {
    const all = await regions().select('id').orderBy('id').execute();
    expect(all.length).toBeGreaterThan(3);
    expect(await page(1, 2)).toEqual({ totalSize: all.length, content: all.slice(2, 4) });
  });

  it('a page past the end is empty and still tells how many there are', async () => {
    const all = await regions().select('id').execute();
    expect(await page(1000, 10)).toEqual({ totalSize: all.length, content: [] });
  });
});
