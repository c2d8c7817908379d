import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId } from '../../testing/order-fixtures.js';

let t: TestBackoffice;
let agentId: number;
let managerId: number;
beforeAll(async () => {
  t = await buildTestBackoffice();
  agentId = await accountId(t.db, 'agent');
  managerId = await accountId(t.db, 'manager');
});
afterAll(() => t.close());

const API = '/module/profile/api/v1';
const get = async (url: string, username = 'agent', overrides = {}) =>
  t.app.inject({ url: `${API}${url}`, headers: await t.auth(username, overrides) });
const put = async (id: number, payload: object, username = 'agent') =>
  t.app.inject({ method: 'PUT', url: `${API}/profiles/${id}`, headers: await t.auth(username), payload });

const valid = {
  personalEmail: 'lucia.quispe@correo.pe',
  personalPhone: '+51987654321',
  personalTgLogin: 'lucia_q',
  timezone: 'America/Lima',
};

describe('profile', () => {
  it('PROFILE-01 PROFILE-03 PROFILE-04 one’s own profile by id: id, names, personal details, timezone, teams', async () => {
    const res = await get(`/profiles/${agentId}`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      id: agentId,
      name: 'Lucía',
      surname: 'Quispe Mamani',
      personalEmail: 'agent@umbrella.example',
      timezone: 'America/Lima',
      regionIds: ['cl-central', 'pe-central'],
    });
    expect(Object.keys(profile).sort()).toEqual(
      [
        'id',
        'name',
        'surname',
        'personalEmail',
        'personalPhone',
        'personalTgLogin',
        'timezone',
        'regionIds',
        'teamMemberInfo',
      ].sort(),
    );
    for (const team of profile.teamMemberInfo) {
      expect(Object.keys(team).sort()).toEqual(['teamId', 'teamLeadName', 'teamName', 'teamRole']);
    }
  });

  it('PROFILE-05 PROFILE-06 teams are the groups, led by their first manager; a manager is LEAD of its teams', async () => {
    const peru = await t.db
      .selectFrom('groups')
      .select(['id', 'name'])
      .where('region_id', '=', 'pe-central')
      .where('task_type', '=', 'LEAD')
      .executeTakeFirstOrThrow();
    const agent = (await get(`/profiles/${agentId}`)).json();
    expect(agent.teamMemberInfo.length).toBeGreaterThan(1);
    expect(agent.teamMemberInfo).toContainEqual({
      teamId: peru.id,
      teamName: peru.name,
      teamRole: 'MEMBER',
      teamLeadName: 'Mariana Rojas Vega',
    });
    const manager = (await get(`/profiles/${managerId}`, 'manager')).json();
    expect(manager.teamMemberInfo.find((m: { teamId: number }) => m.teamId === peru.id).teamRole).toBe('LEAD');
  });

  it('PROFILE-02 ADMIN-11 another account’s profile opens with read:lead or owner:users, not without either', async () => {
    expect((await get(`/profiles/${managerId}`, 'agent')).json().name).toBe('Mariana');
    const ownerOnly = await get(`/profiles/${agentId}`, 'finance', { permissions: ['owner:users'] });
    expect(ownerOnly.statusCode).toBe(200);
    const neither = await get(`/profiles/${agentId}`, 'finance');
    expect(neither.statusCode).toBe(403);
    expect(neither.json().code).toBe('FORBIDDEN');
    expect((await get('/statistics/leaderboard', 'finance')).statusCode).toBe(403);
  });

  it('PROFILE-02 an account of no region of the caller answers like a missing one; regions are cut to the caller’s', async () => {
    const other = await get(`/profiles/${agentId}`, 'agent2');
    const missing = await get('/profiles/2147483000', 'agent2');
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    const peruOnly = await get(`/profiles/${agentId}`, 'manager', { regionIds: ['pe-central'] });
    expect(peruOnly.json().regionIds).toEqual(['pe-central']);
  });

  it('PROFILE-15 getRegions by ids (the caller’s only) and getAllUsersInfo keyed by e-mail', async () => {
    const regions = (await get('/regions?ids=pe-central&ids=co-central')).json();
    expect(regions.map((r: { id: string }) => r.id)).toEqual(['pe-central']);
    expect(regions[0]).toMatchObject({ name: expect.any(String), fullName: expect.any(String) });
    const users = (await get('/users-info')).json();
    expect(users['manager@umbrella.example']).toEqual({ name: 'Mariana', surname: 'Rojas Vega', blocked: false });
    expect(users['agent2@umbrella.example']).toBeUndefined();
  });
});

describe('profile edit', () => {
  it('PROFILE-21 updateProfile saves e-mail, phone, chat login and timezone; the timezone is the account’s', async () => {
    const res = await put(agentId, { ...valid, timezone: 'America/Santiago' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...valid, timezone: 'America/Santiago' });
    expect((await get(`/profiles/${agentId}`, 'manager')).json()).toMatchObject({
      personalPhone: '+51987654321',
      personalTgLogin: 'lucia_q',
    });
    const me = await t.app.inject({ url: '/module/account/api/v1/me', headers: await t.auth('agent') });
    expect(me.json().timezone).toBe('America/Santiago');
    await put(agentId, valid);
  });

  it('PROFILE-16 PROFILE-17 PROFILE-18 e-mail, chat login and timezone are required: a 400 names the field', async () => {
    for (const field of ['personalEmail', 'personalTgLogin', 'timezone'] as const) {
      const { [field]: _left, ...rest } = valid;
      const res = await put(agentId, rest);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toHaveProperty(field);
    }
    const blank = await put(agentId, { ...valid, personalTgLogin: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('personalTgLogin');
    const badZone = await put(agentId, { ...valid, timezone: 'Mars/Olympus' });
    expect(badZone.json().errors).toEqual({ timezone: 'is not a known time zone' });
    const badEmail = await put(agentId, { ...valid, personalEmail: 'not-an-email' });
    expect(badEmail.json().errors).toHaveProperty('personalEmail');
  });

  it('PROFILE-19 PROFILE-20 the phone is optional; one given is +, a digit 1-9 and 10 to 14 more digits', async () => {
    const { personalPhone: _phone, ...withoutPhone } = valid;
    expect((await put(agentId, withoutPhone)).json().personalPhone).toBe('');
    expect((await put(agentId, { ...valid, personalPhone: '' })).statusCode).toBe(200);
    for (const phone of ['+51987654321', '+123456789012345']) {
      expect((await put(agentId, { ...valid, personalPhone: phone })).statusCode, phone).toBe(200);
    }
    for (const phone of ['51987654321', '+0987654321', '+1234567890', '+1234567890123456', '+51 987654321']) {
      const res = await put(agentId, { ...valid, personalPhone: phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().errors, phone).toHaveProperty('personalPhone');
    }
  });

  it('PROFILE-11 only one’s own profile can be edited', async () => {
    const res = await put(managerId, valid, 'agent');
    expect(res.statusCode).toBe(403);
    expect((await get(`/profiles/${managerId}`)).json().personalTgLogin).not.toBe('lucia_q');
  });
});
