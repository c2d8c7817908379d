import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { depositInstructionsText } from './instructions.js';
import { listRegionAccounts } from './repo.js';

let t: TestBackoffice;
let admin: Record<string, string>;
const PERU = '/module/deposit-accounts/api/v1/regions/pe-central';

beforeAll(async () => {
  t = await buildTestBackoffice();
  admin = await t.auth('admin');
});
afterAll(() => t.close());

const yape = {
  kind: 'wallet',
  institution: 'Yape',
  label: 'celular',
  accountNumber: '900 111 222',
  holder: 'Umbrella Perú',
};
const bcp = {
  kind: 'bank',
  institution: 'BCP',
  label: 'cuenta corriente en soles',
  accountNumber: '191-0000000-0-01',
  holder: 'Umbrella Perú S.A.C.',
};

describe('deposit accounts', () => {
  it("answers a region's seeded accounts, the bank first and Peru's wallets after it", async () => {
    const res = await t.app.inject({ url: PERU, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { institution: string }) => a.institution)).toEqual(['BCP', 'Yape', 'Plin']);
  });

  it('an administrator replaces the list; the change is audited and the next deposit instructions use it', async () => {
    const put = await t.app.inject({ method: 'PUT', url: PERU, headers: admin, payload: { accounts: [yape, bcp] } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual([
      expect.objectContaining({ regionId: 'pe-central', institution: 'Yape', accountNumber: '900 111 222' }),
      expect.objectContaining({ institution: 'BCP', accountNumber: '191-0000000-0-01' }),
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'region_ids'])
      .where('action', '=', 'DEPOSIT_ACCOUNTS_SET')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target_type: 'region', target_id: 'pe-central', region_ids: ['pe-central'] });
    const text = depositInstructionsText(await listRegionAccounts(t.db, 'pe-central'), 'S/ 149.00', 'AB12');
    expect(text).toContain('Yape, celular 900 111 222, Umbrella Perú');
    expect(text).toContain('BCP, cuenta corriente en soles 191-0000000-0-01');
    expect(text).toContain('AB12');
  });

  it('refuses a blank account number naming the field, and a caller without the permission', async () => {
    const blank = await t.app.inject({
      method: 'PUT',
      url: PERU,
      headers: admin,
      payload: { accounts: [{ ...bcp, accountNumber: '   ' }] },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty(['accounts.0.accountNumber']);
    const finance = await t.auth('finance');
    const refused = await t.app.inject({ method: 'PUT', url: PERU, headers: finance, payload: { accounts: [bcp] } });
    expect(refused.statusCode).toBe(403);
  });
});
