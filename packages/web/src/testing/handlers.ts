import { APP_BUILD, APP_VERSION } from '@umbrella/contract';
import { HttpResponse, http } from 'msw';
import { readTokenClaims } from '@/lib/auth/token-claims';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { regionDto } from './regions';

/** Accounts the mocked back-office knows, by id: the demo ones, plus any a test signs in. */
export const knownAccounts = new Map<number, DemoAccount>(
  Object.values(DEMO_ACCOUNTS).map((account) => [account.accountId, account]),
);

/** Pings the mocked back-office received, in order (session ids). */
export const receivedPings: string[] = [];

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized', code: 'UNAUTHORIZED' }, { status: 401 });

function callerOf(request: Request): DemoAccount | undefined {
  const header = request.headers.get('Authorization') ?? '';
  if (!header.startsWith('Bearer ')) return undefined;
  return knownAccounts.get(readTokenClaims(header.slice(7)).accountId);
}

export function accountInfo(account: DemoAccount) {
  return {
    accountId: account.accountId,
    username: account.username,
    name: account.name,
    surname: account.surname,
    personalEmail: account.email,
    personalPhone: '+51987654321',
    personalTgLogin: '',
    teamMemberInfo: { teamId: null, teamName: null },
    timezone: account.timezone,
    position: account.position ?? 'Agent',
    productsIds: [...(account.productsIds ?? [1, 2])],
    webmasterIds: [],
    projectIds: [],
    regionIds: [...(account.regionIds ?? ['pe-central'])],
    permissions: [...account.permissions],
    features: [...(account.features ?? [])],
    blocked: false,
  };
}

/** The regions the default caller sees (pe-central and cl-central), as the back-office answers them. */
export const REGIONS_RESPONSE = [regionDto('pe-central'), regionDto('cl-central')];

export function defaultHandlers() {
  return [
    http.get('*/module/account/api/v1/me', ({ request }) => {
      const caller = callerOf(request);
      return caller ? HttpResponse.json(accountInfo(caller)) : unauthorized();
    }),
    http.get('*/module/account/api/v1/compare-time', ({ request }) => {
      const timestamp = Number(new URL(request.url).searchParams.get('timestamp'));
      const serverTime = Math.floor(Date.now() / 1000);
      return HttpResponse.json({ serverTime, differenceSeconds: timestamp - serverTime, valid: true });
    }),
    http.get('*/module/catalog/api/v1/regions', () => HttpResponse.json(REGIONS_RESPONSE)),
    http.post('*/module/sessions/api/v1/ping', async ({ request }) => {
      if (!callerOf(request)) return unauthorized();
      const body = (await request.json()) as { sessionId: string };
      receivedPings.push(body.sessionId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/module/sessions/api/v1/online', ({ request }) => {
      const caller = callerOf(request);
      if (!caller) return unauthorized();
      return HttpResponse.json([
        {
          sessionId: 'session-of-the-caller',
          accountId: caller.accountId,
          email: caller.email,
          createdAt: '2026-11-22T14:05:00.000Z',
          lastSeenAt: '2026-11-22T14:06:00.000Z',
        },
      ]);
    }),
    // The events socket opens with a single-use ticket asked with the access token (decision 1796).
    http.post('*/gateway/events/ticket', ({ request }) =>
      callerOf(request) ? HttpResponse.json({ ticket: 'events-ticket', expiresIn: 30 }) : unauthorized(),
    ),
    // /sessions shows an empty floor unless a test serves a wallboard (features/sessions).
    http.get('*/module/wallboard/api/v1/wallboard', () =>
      HttpResponse.json({
        at: '2026-11-22T14:06:00.000Z',
        queue: [],
        agents: { WAITING: 0, DIALLING: 0, ON_CALL: 0, WRAP_UP: 0, IDLE: 0 },
        onShift: [],
        lastHour: { calls: 0, answered: 0, talkSeconds: 0, outcomes: [] },
      }),
    ),
    // …and an empty day under it (features/sessions, decision 1802).
    http.get('*/module/wallboard/api/v1/wallboard/day', () =>
      HttpResponse.json({
        at: '2026-11-22T14:06:00.000Z',
        day: '2026-11-22',
        timeZone: 'America/Lima',
        lastWeekDay: '2026-11-15',
        quarters: [],
        hours: [],
      }),
    ),
    http.get('*/version.json', () => HttpResponse.json({ version: APP_VERSION, build: APP_BUILD })),
    // /search opens on an empty result unless a test serves orders (features/search/testing).
    http.post('*/module/orders/api/v1/orders/search', () => HttpResponse.json({ content: [], totalSize: 0 })),
    // The order page's payment panel shows no documents unless a test serves some (features/payments).
    http.get('*/module/payments/api/v1/orders/:orderId/documents', () => HttpResponse.json([])),
    http.get('*/module/scripts/api/v1/script-versions/to-confirm', () => HttpResponse.json([])),
    // /audit shows an empty log unless a test serves entries (features/audit).
    http.get('*/module/account/api/v1/audit', () => HttpResponse.json({ content: [], totalSize: 0 })),
    // One's own profile lists no evaluations of one's calls unless a test serves some (features/quality).
    http.get('*/module/quality/api/v1/my-evaluations', () => HttpResponse.json({ content: [], totalSize: 0 })),
  ];
}
