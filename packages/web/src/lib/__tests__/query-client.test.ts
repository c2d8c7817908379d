// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../query-client';

describe('where query errors go', () => {
  it('A-16 SHELL-63 a failing query opens the global dialog unless its screen handles it ("page" or "silent")', async () => {
    const raised: unknown[] = [];
    const client = createQueryClient((error) => raised.push(error));
    const fail = () => Promise.reject(new Error('boom'));
    await client.fetchQuery({ queryKey: ['global'], queryFn: fail }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['page'], queryFn: fail, meta: { errorMode: 'page' } }).catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['silent'], queryFn: fail, meta: { errorMode: 'silent' } })
      .catch(() => undefined);
    expect(raised.map((error) => (error as Error).message)).toEqual(['boom']);
  });
});
