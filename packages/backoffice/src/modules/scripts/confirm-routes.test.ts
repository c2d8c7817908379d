import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { productId } from '../../testing/order-fixtures.js';

const BASE = '/module/scripts/api/v1';
let t: TestBackoffice;
let colageno: number;

beforeAll(async () => {
  t = await buildTestBackoffice();
  colageno = await productId(t.db, 'PE-COLAGENO');
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, username: string, payload?: object) {
  return t.app.inject({ method, url: `${BASE}${url}`, payload, headers: await t.auth(username) });
}

type ToConfirm = {
  scriptId: number;
  scriptName: string;
  lastPublishedScriptVersionId: number;
  lastPublishedScriptVersionContent: string;
  lastConfirmedScriptVersionId: number | null;
  lastConfirmedScriptVersionContent: string | null;
  diffHtml: string;
};

async function toConfirm(username = 'agent'): Promise<ToConfirm[]> {
  const res = await call('GET', '/script-versions/to-confirm', username);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A new script for Colágeno (Peru), published by admin; answers the script and version ids. */
async function publishedScript(content: string) {
  const created = await call('POST', '/scripts', 'admin', { productId: colageno, name: 'Guion Colágeno', content });
  const versionId = created.json().lastCreatedScriptVersion.id;
  await call('POST', `/script-versions/${versionId}/publish`, 'admin');
  return { scriptId: created.json().scriptId as number, versionId: versionId as number };
}

describe('scripts to confirm', () => {
  it('SCRIPT-18 SCRIPT-25 a published script starts unconfirmed for the agents who sell its product', async () => {
    const { scriptId, versionId } = await publishedScript('<p>Hola</p>');
    const mine = (await toConfirm()).find((s) => s.scriptId === scriptId);
    expect(mine).toMatchObject({
      scriptName: 'Guion Colágeno',
      lastPublishedScriptVersionId: versionId,
      lastPublishedScriptVersionContent: '<p>Hola</p>',
      lastConfirmedScriptVersionId: null,
      lastConfirmedScriptVersionContent: null,
    });
    // agent2 works Colombia and Mexico: a Peruvian product's script is not theirs.
    expect((await toConfirm('agent2')).some((s) => s.scriptId === scriptId)).toBe(false);
  });

  it('SCRIPT-09 a draft gives nobody anything to confirm', async () => {
    const created = await call('POST', '/scripts', 'admin', {
      productId: colageno,
      name: 'Borrador',
      content: '<p>x</p>',
    });
    expect((await toConfirm()).some((s) => s.scriptId === created.json().scriptId)).toBe(false);
  });

  it('SCRIPT-19 SCRIPT-21 confirming marks it done; the next published version shows the diff against it', async () => {
    const { scriptId, versionId } = await publishedScript('<p>Precio especial hoy</p>');
    const confirmed = await call('POST', `/script-versions/${versionId}/confirm`, 'agent');
    expect(confirmed.statusCode).toBe(204);
    expect((await toConfirm()).some((s) => s.scriptId === scriptId)).toBe(false);

    const v2 = await call('POST', '/script-versions', 'admin', { scriptId, content: '<p>Precio único hoy</p>' });
    await call('POST', `/script-versions/${v2.json().id}/publish`, 'admin');
    const again = (await toConfirm()).find((s) => s.scriptId === scriptId);
    expect(again).toMatchObject({
      lastConfirmedScriptVersionId: versionId,
      lastConfirmedScriptVersionContent: '<p>Precio especial hoy</p>',
      lastPublishedScriptVersionId: v2.json().id,
      diffHtml: '<p>Precio <del>especial</del><ins>único</ins> hoy</p>',
    });
    // The older version can no longer be confirmed: only what agents say today counts.
    expect((await call('POST', `/script-versions/${versionId}/confirm`, 'agent')).statusCode).toBe(409);
  });

  it("SCRIPT-25 another region's version answers as a missing one; a caller without task:current gets 403", async () => {
    const { versionId } = await publishedScript('<p>x</p>');
    const other = await call('POST', `/script-versions/${versionId}/confirm`, 'agent2');
    const missing = await call('POST', '/script-versions/2147483000/confirm', 'agent2');
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/script-versions/to-confirm', 'finance')).statusCode).toBe(403);
  });
});

describe("managers' view of who confirmed", () => {
  it('lists the agents selling the product who have and have not confirmed the latest published version', async () => {
    const created = await call('POST', '/scripts', 'admin', {
      productId: colageno,
      name: 'Guion',
      content: '<p>v1</p>',
    });
    const scriptId = created.json().scriptId as number;
    const before = (await call('GET', `/scripts/${scriptId}/confirmations`, 'admin')).json();
    expect(before).toEqual({ versionId: null, confirmed: [], pending: [] });
    const versionId = created.json().lastCreatedScriptVersion.id as number;
    await call('POST', `/script-versions/${versionId}/publish`, 'admin');
    const published = (await call('GET', `/scripts/${scriptId}/confirmations`, 'admin')).json();
    expect(published.versionId).toBe(versionId);
    expect(published.confirmed).toEqual([]);
    const agentId = (
      await t.db.selectFrom('accounts').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow()
    ).id;
    const pendingIds = published.pending.map((p: { id: number }) => p.id);
    expect(pendingIds).toContain(agentId);
    // Managers and the agents of other regions have nothing to confirm, so they are not listed.
    const listed = await t.db.selectFrom('accounts').select(['username']).where('id', 'in', pendingIds).execute();
    expect(listed.map((a) => a.username)).not.toContain('manager');
    expect(listed.map((a) => a.username)).not.toContain('agent2');

    expect((await call('POST', `/script-versions/${versionId}/confirm`, 'agent')).statusCode).toBe(204);
    const after = (await call('GET', `/scripts/${scriptId}/confirmations`, 'admin')).json();
    expect(after.confirmed).toEqual([
      expect.objectContaining({ id: agentId, name: 'Lucía', confirmedAt: expect.any(String) }),
    ]);
    expect(after.pending.map((p: { id: number }) => p.id)).not.toContain(agentId);
    // An agent may not look, nor a manager of other regions.
    expect((await call('GET', `/scripts/${scriptId}/confirmations`, 'agent')).statusCode).toBe(403);
  });
});
