import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSocket, type TestSocket, wsUrl } from '../../packages/gateway/src/testing/ws-client';
import { type Cluster, type Instance, serviceEnv, startCluster } from '../harness/cluster';
import { composeScript } from '../harness/compose';
import { signInOverHttp } from '../harness/http-sign-in';
import { spawnServer } from '../harness/process';
import { ROOT } from '../harness/product';

/**
 * Issue 18, "Two of everything": two back-offices and two gateways on one PostgreSQL, started as
 * docker-compose.yml starts them. Tokens, events and task claims cross instances; a back-office
 * killed mid-traffic costs only the requests of the gateway in front of it, answered quickly in
 * the house error shape, and that gateway recovers when it is back; a mismatched configuration
 * refuses to start.
 */
const VARIABLES = {
  INTERNAL_TOKEN: 'cluster-internal-token',
  POSTGRES_PASSWORD: 'unused-here',
  DEMO: '1',
  LOG_LEVEL: 'warn',
};
// Small budgets, so a failure shows within the test: 3 tries of at most 3 s, 100 ms apart.
const PROXY = { PROXY_TIMEOUT_MS: 3000, PROXY_RETRIES: 2, PROXY_RETRY_DELAY_MS: 100 };
const PROXY_BUDGET_MS =
  (PROXY.PROXY_RETRIES + 1) * PROXY.PROXY_TIMEOUT_MS + PROXY.PROXY_RETRIES * PROXY.PROXY_RETRY_DELAY_MS;

let cluster: Cluster;
let db: pg.Client;
let A: Instance;
let B: Instance;

beforeAll(async () => {
  const databaseUrl = inject('clusterDatabaseUrl');
  cluster = await startCluster({
    databaseUrl,
    variables: VARIABLES,
    backofficeEnv: { DEMO_LEAD_INTERVAL_MS: '0' },
    gatewayEnv: Object.fromEntries(Object.entries(PROXY).map(([name, value]) => [name, String(value)])),
  });
  [A, B] = cluster.gateways;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

type Answer = { status: number; body: unknown; ms: number };

async function call(
  gateway: Instance,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${gateway.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return { status: response.status, body, ms: performance.now() - started };
}

async function ok(gateway: Instance, token: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await call(gateway, token, path, body === undefined ? {} : { method: 'POST', body });
  if (answer.status >= 300) throw new Error(`${gateway.name} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const SHIFTS = '/module/shifts/api/v1/shifts';
const ME = '/module/account/api/v1/me';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('issue 18: two back-offices and two gateways on one PostgreSQL', () => {
  it('a token signed in through gateway A opens the API through gateway B, and the other way round', async () => {
    const throughA = await signInOverHttp(A.url, 'manager', { publicUrl: cluster.publicUrl });
    const throughB = await signInOverHttp(B.url, 'support', { publicUrl: cluster.publicUrl });
    expect(await ok(B, throughA, ME)).toMatchObject({ username: 'manager' });
    expect(await ok(A, throughB, ME)).toMatchObject({ username: 'support' });
  });

  it('a shift event caused through one gateway reaches a socket on the other (latency printed)', async () => {
    const token = await signInOverHttp(A.url, 'agent2', { publicUrl: cluster.publicUrl });
    const sockets = new Map<Instance, TestSocket>();
    for (const gateway of [A, B]) {
      sockets.set(gateway, await openSocket(wsUrl(gateway.url, `/gateway/events?access_token=${token}`)));
    }
    try {
      const latencies: Record<string, number[]> = { 'A → B': [], 'B → A': [] };
      for (let round = 0; round < 6; round++) {
        const [cause, receive] = round % 2 === 0 ? [A, B] : [B, A];
        const socket = sockets.get(receive) as TestSocket;
        const shift = (await ok(cause, token, `${SHIFTS}/start`, {})) as { id: number };
        const started = performance.now();
        const arrived = socket.next((m) => m.type === 'shift.ended' && m.payload.shiftId === shift.id, 10_000);
        await ok(cause, token, `${SHIFTS}/end`, {});
        await arrived;
        latencies[round % 2 === 0 ? 'A → B' : 'B → A']?.push(performance.now() - started);
      }
      const all = Object.values(latencies).flat();
      console.log(
        `shift.ended across instances: median ${median(all).toFixed(0)} ms, max ${Math.max(...all).toFixed(0)} ms`,
        Object.fromEntries(Object.entries(latencies).map(([way, ms]) => [way, ms.map((m) => Math.round(m))])),
      );
      expect(all).toHaveLength(6);
    } finally {
      for (const socket of sockets.values()) await socket.close();
    }
  });

  it('background work has one owner: a manager hears of a wallboard change once, not once per back-office', async () => {
    const agent = await signInOverHttp(B.url, 'agent2', { publicUrl: cluster.publicUrl });
    const manager = await signInOverHttp(A.url, 'admin', { publicUrl: cluster.publicUrl });
    const socket = await openSocket(wsUrl(A.url, `/gateway/events?access_token=${manager}`));
    try {
      const changedIn = (region: string) =>
        socket.messages.filter(
          (m) => m.type === 'wallboard.changed' && (m.payload.regionIds as string[]).includes(region),
        ).length;
      await sleep(2_500);
      const before = changedIn('co-central');
      await ok(B, agent, `${SHIFTS}/start`, {});
      await socket.next(
        (m) => m.type === 'wallboard.changed' && (m.payload.regionIds as string[]).includes('co-central'),
        10_000,
      );
      // The instance that committed the change pushes it within 200 ms; a second copy from the
      // other one would come within that.
      await sleep(2_500);
      expect(changedIn('co-central') - before).toBe(1);
    } finally {
      await ok(B, agent, `${SHIFTS}/end`, {}).catch(() => undefined);
      await socket.close();
    }
  });

  it('agents claiming through both gateways at once never get the same lead, and every lead is served', async () => {
    const AGENTS = 6;
    const LEADS = 60;
    await db.query(
      `insert into accounts (username, password_hash, name, surname, email, timezone, position)
       select 'cluster-' || i, password_hash, name, surname, 'cluster-' || i || '@cluster.test', timezone, position
       from accounts, generate_series(1, $1::int) i where username = 'agent'`,
      [AGENTS],
    );
    for (const table of ['account_roles', 'account_regions', 'account_groups']) {
      const column = { account_roles: 'role_id', account_regions: 'region_id', account_groups: 'group_id' }[table];
      await db.query(
        `insert into ${table} (account_id, ${column})
         select clone.id, t.${column} from ${table} t
         join accounts original on original.id = t.account_id and original.username = 'agent'
         cross join accounts clone where clone.username like 'cluster-%'`,
      );
    }
    // Like the demo agent, the clones have read the published scripts (the read gate, decision 1201).
    await db.query(
      `insert into script_confirmations (account_id, script_id, script_version_id)
       select clone.id, c.script_id, c.script_version_id from script_confirmations c
       join accounts original on original.id = c.account_id and original.username = 'agent'
       cross join accounts clone where clone.username like 'cluster-%'`,
    );
    const { rows } = await db.query<{ id: number }>(
      `insert into leads (region_id, product_id, offer_id, webmaster_id, name, phone)
       select o.region_id, o.product_id, o.id, o.webmaster_id, 'Cliente ' || i, '+5198' || lpad(i::text, 7, '0')
       from generate_series(1, $1::int) i,
            lateral (select o.* from offers o
                     join group_products gp on gp.product_id = o.product_id
                     join account_groups ag on ag.group_id = gp.group_id
                     join accounts a on a.id = ag.account_id and a.username = 'cluster-1'
                     where o.active and o.region_id = 'pe-central' order by o.id limit 1) o
       returning id`,
      [LEADS],
    );
    const inserted = rows.map((row) => row.id);
    expect(inserted).toHaveLength(LEADS);

    // Signed in one after the other (through either gateway), then all claim at once.
    const tokens: string[] = [];
    for (let i = 0; i < AGENTS; i++) {
      tokens.push(await signInOverHttp(i % 2 ? A.url : B.url, `cluster-${i + 1}`, { publicUrl: cluster.publicUrl }));
    }
    const claims: { leadId: number | null; agent: string; via: string }[] = [];
    const work = async (agent: string, index: number) => {
      const token = tokens[index] as string;
      await ok(A, token, `${SHIFTS}/start`, {});
      for (let turn = index; ; turn++) {
        const via = turn % 2 ? A : B;
        const { task } = (await ok(via, token, '/module/tasks/api/v1/tasks/next', {})) as {
          task: { id: number; leadId: number | null } | null;
        };
        if (!task) return;
        claims.push({ leadId: task.leadId, agent, via: via.name });
        const other = via === A ? B : A;
        if (task.leadId) {
          await ok(other, token, '/module/leads/leads/change-status', {
            leadId: task.leadId,
            status: 20,
            comment: 'Not interested (cluster test)',
          });
        } else {
          await ok(other, token, '/module/tasks/api/v1/tasks/close', { taskId: task.id });
        }
      }
    };
    await Promise.all(Array.from({ length: AGENTS }, (_, i) => work(`cluster-${i + 1}`, i)));

    const counts = new Map<number, number>();
    for (const { leadId } of claims) if (leadId) counts.set(leadId, (counts.get(leadId) ?? 0) + 1);
    const duplicates = [...counts.values()].filter((n) => n > 1).length;
    const byGateway: Record<string, number> = {};
    for (const { via } of claims) byGateway[via] = (byGateway[via] ?? 0) + 1;
    console.log(`${claims.length} claims by ${AGENTS} agents`, byGateway, `${duplicates} duplicates`);
    expect(duplicates).toBe(0);
    for (const id of inserted) expect(counts.get(id), `lead ${id}`).toBe(1);
    expect(Object.keys(byGateway).sort()).toEqual(['gateway A', 'gateway B']);
  });

  it('a back-office killed mid-traffic: its gateway answers 502/503 in the house shape within its budget and recovers; the other pair never notices', async () => {
    const token = await signInOverHttp(B.url, 'agent', { publicUrl: cluster.publicUrl });
    const eventsOnA = await openSocket(wsUrl(A.url, `/gateway/events?access_token=${token}`));
    const [backofficeA] = cluster.backoffices;
    const answers: Record<string, (Answer & { at: number })[]> = { [A.name]: [], [B.name]: [] };
    let running = true;
    const traffic = async (gateway: Instance) => {
      while (running) {
        const at = performance.now();
        answers[gateway.name]?.push({ ...(await call(gateway, token, ME)), at });
        await sleep(40);
      }
    };
    const loops = [traffic(A), traffic(B)];
    try {
      await sleep(1000);
      const killedAt = performance.now();
      await backofficeA.process.kill();
      await sleep(2500);
      const readyDuringOutage = await fetch(`${A.url}/readyz`);
      expect(readyDuringOutage.status).toBe(503);

      await cluster.restart(backofficeA);
      const backAt = performance.now();
      const recovered = await (async () => {
        for (;;) {
          const last = answers[A.name]?.at(-1);
          if (last && last.at > backAt && last.status === 200) return last.at - backAt;
          if (performance.now() - backAt > 10_000) return Number.POSITIVE_INFINITY;
          await sleep(50);
        }
      })();
      await sleep(500);
      running = false;
      await Promise.all(loops);

      const failed = (answers[A.name] ?? []).filter((a) => a.status !== 200);
      const worst = Math.max(...failed.map((a) => a.ms));
      console.log(
        `back-office A killed: ${failed.length} of ${answers[A.name]?.length} requests through gateway A refused ` +
          `(statuses ${[...new Set(failed.map((a) => a.status))].join(', ')}, slowest ${worst.toFixed(0)} ms, budget ${PROXY_BUDGET_MS} ms); ` +
          `served again ${recovered.toFixed(0)} ms after its restart; gateway B: ${answers[B.name]?.length} requests, all 200`,
      );
      expect(failed.length).toBeGreaterThan(0);
      for (const answer of failed) {
        expect(answer.at + answer.ms).toBeGreaterThan(killedAt);
        expect([502, 503]).toContain(answer.status);
        expect(answer.body).toEqual(expect.objectContaining({ message: expect.any(String), code: expect.any(String) }));
        expect(answer.ms).toBeLessThanOrEqual(PROXY_BUDGET_MS);
      }
      expect(recovered).toBeLessThan(10_000);
      expect((answers[B.name] ?? []).filter((a) => a.status !== 200)).toEqual([]);
      expect((await fetch(`${A.url}/readyz`)).status).toBe(200);

      // Gateway A's event stream from the restarted back-office is back: an event caused through B arrives on A.
      const shift = (await ok(B, token, `${SHIFTS}/start`, {})) as { id: number };
      const arrived = eventsOnA.next((m) => m.type === 'shift.ended' && m.payload.shiftId === shift.id, 10_000);
      await ok(B, token, `${SHIFTS}/end`, {});
      await arrived;
    } finally {
      running = false;
      await Promise.all(loops);
      await eventsOnA.close();
    }
  });
});

describe('issue 18: an instance configured differently from the deployment refuses to start', () => {
  async function refusedStart(service: 'backoffice' | 'gateway', variables: Record<string, string>) {
    const [backofficeA] = cluster.backoffices;
    const address: Record<string, string> =
      service === 'backoffice'
        ? { PORT: '0', DATABASE_URL: backofficeA.env.DATABASE_URL as string }
        : { PORT: '0', UPSTREAM_URL: backofficeA.url };
    const server = spawnServer(
      composeScript(service),
      serviceEnv(service, { PUBLIC_URL: cluster.publicUrl, ...VARIABLES, ...variables }, address),
      { cwd: ROOT, inherit: false },
    );
    const code = await Promise.race([server.exited, sleep(60_000).then(() => 'still running')]);
    await server.stop();
    return { code, output: server.output() };
  }

  it('a back-office with another PUBLIC_URL than the database records', async () => {
    const { code, output } = await refusedStart('backoffice', { PUBLIC_URL: 'http://127.0.0.1:1' });
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start');
    expect(output).toContain('this back-office has "http://127.0.0.1:1/oidc"');
    expect(output).toContain(`the database records "${cluster.publicUrl}/oidc"`);
  });

  it('a gateway whose PUBLIC_URL differs from its back-office’s, or whose INTERNAL_TOKEN it refuses', async () => {
    const other = await refusedStart('gateway', { PUBLIC_URL: 'http://127.0.0.1:1' });
    expect(other.code).toBe(1);
    expect(other.output).toContain('Refusing to start');
    expect(other.output).toContain(`issues tokens as ${cluster.publicUrl}/oidc`);
    const secret = await refusedStart('gateway', { INTERNAL_TOKEN: 'not-the-deployment-secret' });
    expect(secret.code).toBe(1);
    expect(secret.output).toContain("refuses this gateway's INTERNAL_TOKEN");
  });
});
