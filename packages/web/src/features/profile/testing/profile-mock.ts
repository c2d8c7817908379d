import { HttpResponse, http } from 'msw';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { REGIONS_RESPONSE } from '@/testing/handlers';
import type { Profile } from '../api/get-profile';
import type { AgentStatsRow, StatsFigures } from '../api/get-stats';

/** The agent of the profile tests: works in Peru and Chile (the product filter has two groups). */
export const AGENT = { ...DEMO_ACCOUNTS.agent, regionIds: ['pe-central', 'cl-central'] };

export const figures = (extra: Partial<StatsFigures> = {}): StatsFigures => ({
  leadsWorked: 40,
  leadsApproved: 10,
  approveRate: 0.25,
  orders: 10,
  delivered: 6,
  buyoutRate: 0.6,
  calls: 55,
  averageTalkSeconds: 95,
  evaluations: 4,
  averageQualityScore: 72.5,
  ...extra,
});

export const PROFILES: Record<number, Profile> = {
  1: {
    id: 1,
    name: 'Ana',
    surname: 'Quispe',
    personalEmail: 'ana.quispe@correo.pe',
    personalPhone: '+51987654321',
    personalTgLogin: 'ana_q',
    timezone: 'America/Lima',
    regionIds: ['pe-central', 'cl-central'],
    teamMemberInfo: [{ teamId: 11, teamName: 'Ventas Perú', teamRole: 'MEMBER', teamLeadName: 'Marta Rojas' }],
  },
  3: {
    id: 3,
    name: 'Bruno',
    surname: 'Díaz',
    personalEmail: 'bruno@correo.pe',
    personalPhone: '',
    personalTgLogin: 'bruno_d',
    timezone: 'America/Lima',
    regionIds: ['pe-central'],
    teamMemberInfo: [
      { teamId: 11, teamName: 'Ventas Perú', teamRole: 'MEMBER', teamLeadName: 'Marta Rojas' },
      { teamId: 12, teamName: 'Rescate Perú', teamRole: 'MEMBER', teamLeadName: 'Marta Rojas' },
    ],
  },
};

const rows: AgentStatsRow[] = [
  { accountId: 3, name: 'Bruno', surname: 'Díaz', figures: figures({ leadsApproved: 20, approveRate: 0.5 }) },
  { accountId: 1, name: 'Ana', surname: 'Quispe', figures: figures() },
];

const range = (period: string | null) => ({
  period: period ?? 'WEEK',
  from: '2026-11-19T10:00:00.000Z',
  to: '2026-11-26T10:00:00.000Z',
});

/** The profile back-office as the tests see it; every statistics query is recorded. */
export function profileHandlers() {
  const queries: { kind: string; params: URLSearchParams }[] = [];
  const saved: unknown[] = [];
  const record = (kind: string, request: Request) => {
    const params = new URL(request.url).searchParams;
    queries.push({ kind, params });
    return params;
  };
  const handlers = [
    http.get('*/module/profile/api/v1/profiles/:id', ({ params }) => {
      const profile = PROFILES[Number(params.id)];
      return profile
        ? HttpResponse.json(profile)
        : HttpResponse.json({ message: 'Account not found', code: 'NOT_FOUND' }, { status: 404 });
    }),
    http.put('*/module/profile/api/v1/profiles/:id', async ({ params, request }) => {
      const body = (await request.json()) as Partial<Profile>;
      saved.push(body);
      return HttpResponse.json({ ...PROFILES[Number(params.id)], ...body });
    }),
    http.get('*/module/profile/api/v1/statistics/agents/:id', ({ request, params }) => {
      const query = record('agent', request);
      return HttpResponse.json({ ...range(query.get('period')), accountId: Number(params.id), figures: figures() });
    }),
    http.get('*/module/profile/api/v1/statistics/agents/:id/days', ({ request, params }) => {
      const query = record('agent-days', request);
      return HttpResponse.json({
        ...range(query.get('period')),
        accountId: Number(params.id),
        timeZone: query.get('timeZone'),
        days: [
          {
            day: '2026-11-20',
            figures: figures({ leadsWorked: 0, leadsApproved: 0, orders: 0, delivered: 0, calls: 0 }),
          },
          { day: '2026-11-21', figures: figures({ leadsWorked: 12, leadsApproved: 3, approveRate: 0.25, orders: 3 }) },
          { day: '2026-11-22', figures: figures({ leadsWorked: 20, leadsApproved: 10, approveRate: 0.5, orders: 9 }) },
        ],
      });
    }),
    http.get('*/module/profile/api/v1/statistics/teams/:id', ({ request, params }) => {
      const query = record('team', request);
      return HttpResponse.json({
        ...range(query.get('period')),
        teamId: Number(params.id),
        teamName: 'Ventas Perú',
        figures: figures({ leadsWorked: 80 }),
        members: rows,
      });
    }),
    http.get('*/module/profile/api/v1/statistics/teams-leaderboard', ({ request }) => {
      const query = record('teams', request);
      return HttpResponse.json({
        ...range(query.get('period')),
        rows: [
          { teamId: 12, teamName: 'Rescate Perú', regionId: 'pe-central', figures: figures({ leadsApproved: 30 }) },
          { teamId: 11, teamName: 'Ventas Perú', regionId: 'pe-central', figures: figures() },
        ],
      });
    }),
    http.get('*/module/profile/api/v1/statistics/leaderboard', ({ request }) => {
      const query = record('leaderboard', request);
      return HttpResponse.json({ ...range(query.get('period')), rows });
    }),
    http.get('*/module/profile/api/v1/regions', ({ request }) => {
      const ids = new URL(request.url).searchParams.getAll('ids');
      return HttpResponse.json(REGIONS_RESPONSE.filter((r) => ids.includes(r.id)));
    }),
    http.get('*/module/catalog/api/v1/products/by-region/:regionId', ({ params }) =>
      HttpResponse.json(
        params.regionId === 'pe-central' ? [{ id: 101, name: 'Colágeno Perú' }] : [{ id: 201, name: 'Colágeno Chile' }],
      ),
    ),
  ];
  return { handlers, queries, saved };
}
