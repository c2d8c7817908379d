import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

const A = '/module/account/api/v1';
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, username = 'admin') =>
  t.app.inject({ method, url, payload: payload as object, headers: await t.auth(username) });
const groupOf = async (id: number) =>
  (await call('GET', `${A}/groups?size=1000`)).json().content.find((g: { id: number }) => g.id === id);

describe('a group’s dialing mode (decision 1803)', () => {
  it('a group is manual until switched to progressive with a preview; the change is audited with the group’s region', async () => {
    const { id } = (
      await call('POST', `${A}/groups`, { name: 'Progresivo Lima', regionId: 'pe-central', taskType: 'LEAD' })
    ).json();
    expect((await groupOf(id)).dialing).toEqual({ mode: 'manual', previewSeconds: 5 });
    const res = await call('PUT', `${A}/groups/${id}/dialing`, { mode: 'progressive', previewSeconds: 12 });
    expect(res.statusCode, res.body).toBe(204);
    expect((await groupOf(id)).dialing).toEqual({ mode: 'progressive', previewSeconds: 12 });
    const audit = (await call('GET', `${A}/audit?targetType=group&targetId=${id}&size=10`)).json();
    expect(audit.content[0]).toMatchObject({
      action: 'GROUP_DIALING_SET',
      regionIds: ['pe-central'],
      details: { mode: 'progressive', previewSeconds: 12 },
    });
  });

  it('a preview outside 0–30 s or an unknown mode is refused with a 400 naming the field', async () => {
    const { id } = (
      await call('POST', `${A}/groups`, { name: 'Progresivo límites', regionId: 'pe-central', taskType: 'LEAD' })
    ).json();
    for (const previewSeconds of [-1, 31, 2.5]) {
      const res = await call('PUT', `${A}/groups/${id}/dialing`, { mode: 'progressive', previewSeconds });
      expect(res.statusCode, String(previewSeconds)).toBe(400);
      expect(res.json().errors).toHaveProperty('previewSeconds');
    }
    const mode = await call('PUT', `${A}/groups/${id}/dialing`, { mode: 'predictive', previewSeconds: 5 });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().errors).toHaveProperty('mode');
    expect((await groupOf(id)).dialing).toEqual({ mode: 'manual', previewSeconds: 5 });
  });

  it('needs the permission that edits a group; another region’s group answers like a missing one', async () => {
    const { id } = (
      await call('POST', `${A}/groups`, { name: 'Progresivo ajeno', regionId: 'mx-central', taskType: 'LEAD' })
    ).json();
    const body = { mode: 'progressive', previewSeconds: 5 };
    expect((await call('PUT', `${A}/groups/${id}/dialing`, body, 'agent')).statusCode).toBe(403);
    expect((await call('PUT', `${A}/groups/${id}/dialing`, body, 'manager')).statusCode).toBe(204);
    const peruOnly = await t.auth('admin', { regionIds: ['pe-central'] });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${A}/groups/${id}/dialing`,
      payload: body,
      headers: peruOnly,
    });
    expect(res.statusCode).toBe(404);
  });
});
