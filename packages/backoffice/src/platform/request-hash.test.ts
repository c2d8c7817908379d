import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './request-hash.js';

/** The text hashes were stored from: a stored key's hash must keep matching its replay. */
function storedForm(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(storedForm).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${storedForm(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const bodies: unknown[] = [
  null,
  0,
  -0,
  1e21,
  'text with "quotes", \\ and ünïcödé 🙂',
  true,
  [],
  {},
  [1, undefined, null, 'a', [2, [3]]],
  // biome-ignore lint/suspicious/noSparseArray: a hole is written as the stored form wrote it
  [1, , 3],
  { b: 1, a: 2, c: undefined, nested: { z: [{ y: 1, x: 2 }], a: null } },
  // Integer-like keys: JSON.stringify would put them first in numeric order; the stored form sorts them as text.
  { 10: 'ten', 9: 'nine', a: 'a', '': 'empty', B: 'upper', é: 'accent' },
  {
    taskId: 41,
    status: 7,
    items: [{ productId: 3, qty: 2 }],
    address: { city: 'Lima', district: 'Miraflores', latitude: -12.12, longitude: -77.03 },
    comment: '',
    deposit: false,
  },
];

describe('canonicalJson', () => {
  it('writes every body as the stored hashes were written', () => {
    for (const body of bodies) expect(canonicalJson(body)).toBe(storedForm(body));
  });

  it('hashes the same body the same whatever the order of its keys', () => {
    expect(requestHash('POST /x', { a: 1, b: { d: 2, c: 3 } })).toBe(
      requestHash('POST /x', { b: { c: 3, d: 2 }, a: 1 }),
    );
    expect(requestHash('POST /x', { a: 1 })).not.toBe(requestHash('POST /y', { a: 1 }));
  });
});
