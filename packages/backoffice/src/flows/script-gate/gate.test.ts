import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { createLead, productId } from '../../testing/order-fixtures.js';

let t: TestBackoffice;
let recording: string[] | undefined;
let scriptId: number;
beforeAll(async () => {
  t = await buildTestBackoffice({ onQuery: (statement) => recording?.push(statement) });
  // Only this file's leads are in the queue.
  await t.db.updateTable('tasks').set({ status: 'closed' }).where('status', '=', 'open').execute();
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, username: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: await t.auth(username) });
}
/** The gate's read of an agent's unconfirmed scripts. */
const gateReads = () => (recording ?? []).filter((s) => s.includes('from "scripts" as "s"')).length;
const next = async (username: string) => (await call('POST', '/module/tasks/api/v1/tasks/next', username)).json().task;

describe('the scripts read gate (decision 1201)', () => {
  it('SCRIPT-10 SCRIPT-19 an agent gets a product’s leads only after confirming its newly published script', async () => {
    const colageno = await productId(t.db, 'PE-COLAGENO');
    const created = await call('POST', '/module/scripts/api/v1/scripts', 'admin', {
      productId: colageno,
      name: 'Guion nuevo',
      content: '<p>Nuevo precio</p>',
    });
    const versionId = created.json().lastCreatedScriptVersion.id;
    scriptId = created.json().scriptId;
    await call('POST', `/module/scripts/api/v1/script-versions/${versionId}/publish`, 'admin');
    const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', offerId: 'PE-COLAGENO-LMX' });
    // The lead comes through the offer's webmaster, as the sales groups' rules expect.
    const offer = await t.db
      .selectFrom('offers')
      .select('webmaster_id')
      .where('id', '=', 'PE-COLAGENO-LMX')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('leads').set({ webmaster_id: offer.webmaster_id }).where('id', '=', leadId).execute();
    await t.db.updateTable('tasks').set({ webmaster_id: offer.webmaster_id }).where('lead_id', '=', leadId).execute();

    expect((await call('POST', '/module/shifts/api/v1/shifts/start', 'agent')).statusCode).toBe(200);
    expect(await next('agent')).toBeNull();

    expect(
      (await call('POST', `/module/scripts/api/v1/script-versions/${versionId}/confirm`, 'agent')).statusCode,
    ).toBe(204);
    const task = await next('agent');
    expect(task?.leadId ?? task?.lead?.id).toBe(leadId);
  });

  it('reads an agent’s unconfirmed scripts once across its next tasks, and again after a publication', async () => {
    recording = [];
    for (let i = 0; i < 3; i++) await next('agent');
    expect(gateReads()).toBeLessThanOrEqual(1);
    const version = await call('POST', '/module/scripts/api/v1/script-versions', 'admin', {
      scriptId,
      content: '<p>Otro precio</p>',
    });
    expect(version.statusCode, version.body).toBe(201);
    const published = await call(
      'POST',
      `/module/scripts/api/v1/script-versions/${version.json().id}/publish`,
      'admin',
    );
    expect(published.statusCode, published.body).toBe(200);
    recording = [];
    await next('agent');
    expect(gateReads()).toBe(1);
  });
});
