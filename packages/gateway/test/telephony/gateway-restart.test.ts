/**
 * Issue 17, fault injection: the gateway restarted under 500 event sockets and 100 registered SIP
 * user agents. The gateway runs in remote mode in front of a back-office that lives on (its
 * database and outbox too); it is closed as SIGTERM closes it and started again on the same port.
 * The softphones are JsSIP with the web app's reconnect waits, registering at Kamailio through
 * the relay; the event sockets are bench/events' load client in its own process, which opens them
 * as the web's event stream does (token in the query, lastEventId on a reconnect, the web's own
 * jittered back-off). Measured: from the stop and from /readyz answering until every socket is
 * open again and every extension is registered again at Kamailio (decision 1743).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { publishEvent } from '@umbrella/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer, Command } from '../../../../bench/events/sockets.js';
import { type RemoteTelephonyTestGateway, startRemoteTelephonyGateway } from '../../src/testing/telephony.js';
import { createVoipAgents, type VoipAgent } from '../../src/testing/voip-agents.js';
import { type Kamailio, startKamailio } from './harness/kamailio.js';
import { type NodeSoftphone, startNodeSoftphone } from './harness/node-softphone.js';
import { delay, waitFor } from './harness/ports.js';

const SOCKETS = 500;
const AGENTS = 100;
const TARGET_MS = 10_000;
/** How much longer a deploy keeps the port closed: a new process starting (decision 1743). */
const DEPLOY_DOWN_MS = 2_500;
/** An outage long enough for every reconnect wait to reach its cap. */
const LONG_DOWN_MS = 12_000;
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOCKETS_CLIENT = fileURLToPath(new URL('../../../../bench/events/sockets.ts', import.meta.url));

/** Wall-clock milliseconds comparable with the socket client's (performance.timeOrigin + now()). */
const now = () => performance.timeOrigin + performance.now();

let kamailio: Kamailio;
let gateway: RemoteTelephonyTestGateway;
let agents: VoipAgent[] = [];
const phones: NodeSoftphone[] = [];
let client: ChildProcess | undefined;

/** Asks the socket client something and waits for its answer. */
function ask(command: Command): Promise<Answer> {
  const child = client as ChildProcess;
  return new Promise((resolve) => {
    child.once('message', (answer: Answer) => resolve(answer));
    child.send(command);
  });
}

type Status = Extract<Answer, { open: number }>;
const status = async () => (await ask({ cmd: 'status' })) as Status;
const missing = async (ids: number[]) =>
  (await ask({ cmd: 'missing', ids })) as Extract<Answer, { socketsMissingAny: number }>;

/** A "work is available" broadcast in the back-office's outbox: every socket, whatever its account, gets it. */
const broadcast = () => publishEvent(gateway.db, 'task.available', null, {});

/** Waits until every socket has every one of the events; answers the sockets still missing one. */
async function everySocketHas(ids: number[], timeoutMs = 5_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { socketsMissingAny } = await missing(ids);
    if (socketsMissingAny === 0 || Date.now() > until) return socketsMissingAny;
    await delay(100);
  }
}

beforeAll(async () => {
  kamailio = await startKamailio();
  gateway = await startRemoteTelephonyGateway(kamailio.wsUrl);
  agents = await createVoipAgents(gateway, AGENTS);
  const relayUrl = `${gateway.url.replace(/^http/, 'ws')}/gateway/sip`;
  for (const agent of agents) {
    phones.push(await startNodeSoftphone({ relayUrl, token: agent.token, extension: agent.extension }));
  }
  await Promise.all(phones.map((phone) => waitFor(() => phone.ua.isRegistered() || undefined, 30_000, 'registered')));

  client = fork(SOCKETS_CLIENT, [], { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const opened = await ask({
    cmd: 'open',
    url: gateway.url,
    tokens: agents.map((a) => a.token),
    count: SOCKETS,
    concurrency: 50,
  });
  expect(opened).toMatchObject({ opened: SOCKETS, failed: 0 });
}, 120_000);

afterAll(async () => {
  if (client && client.exitCode === null) {
    const exited = new Promise((resolve) => client?.once('exit', resolve));
    client.send({ cmd: 'exit' } satisfies Command);
    await Promise.race([exited, delay(2_000)]);
    if (client.exitCode === null) client.kill('SIGKILL');
  }
  await Promise.all(phones.map((phone) => phone.stop()));
  await gateway?.close();
  await kamailio?.stop();
}, 60_000);

type Restart = {
  /** From the stop: the old gateway closed, the new one answering /readyz. */
  closedMs: number;
  readyMs: number;
  /** The last event socket open again, the last UA registered again: from /readyz and from the stop. */
  socketsAfterReadyMs: number;
  socketsAfterStopMs: number;
  registeredAfterReadyMs: number;
  registeredAfterStopMs: number;
  refusedAttempts: number;
  /** Sockets that missed the event written while the gateway was down or the one after the restart. */
  socketsMissingAnEvent: number;
  /** Extensions Kamailio got no REGISTER from after the restart, or does not list at the end. */
  notRegisteredAgain: string[];
  uasNotDisconnected: number;
};

/** Per restart: when each UA lost its relay socket and when it was registered again. */
let disconnectedAt = new Map<number, number>();
let registeredAt = new Map<number, number>();

/**
 * Stops the gateway as SIGTERM does, keeps its port closed for `downMs` more (a new process
 * starting), starts it again on the port, and waits until every socket and UA is back.
 */
async function restartGateway(downMs: number): Promise<Restart> {
  const extensions = agents.map((a) => a.extension);
  expect(await kamailio.registeredUsers()).toEqual(expect.arrayContaining(extensions));
  expect((await status()).open).toBe(SOCKETS);
  const refusedBefore = (await status()).failedAttempts;
  const requestsBefore = kamailio.requests().length;
  disconnectedAt = new Map();
  registeredAt = new Map();

  const stoppedAt = now();
  await gateway.stop();
  const closedAt = now();
  // Written while no gateway runs: the outbox holds it, the sockets must get it on their return.
  const whileDown = await broadcast();
  await delay(downMs);
  await gateway.start();
  const readyAt = await waitFor(
    async () => {
      const response = await fetch(`${gateway.url}/readyz`).catch(() => undefined);
      return response?.status === 200 ? now() : undefined;
    },
    TARGET_MS,
    '/readyz',
  );

  const socketsBack = await waitFor(
    async () => {
      const s = await status();
      return s.open === SOCKETS ? s : undefined;
    },
    3 * TARGET_MS,
    `all ${SOCKETS} event sockets open again`,
  );
  await waitFor(() => registeredAt.size === AGENTS || undefined, 3 * TARGET_MS, `all ${AGENTS} UAs registered again`);
  const allRegisteredAt = Math.max(...registeredAt.values());

  // Kamailio itself holds the 100 registrations, each made again after the restart.
  const listed = new Set(await kamailio.registeredUsers());
  const registeredAgain = new Set(
    kamailio
      .requests()
      .slice(requestsBefore)
      .filter((r) => r.method === 'REGISTER')
      .map((r) => /^sip:([^@]+)@/.exec(r.from ?? '')?.[1]),
  );

  // No socket silently dead: one event after the restart reaches all 500, and the one written
  // while the gateway was down is not lost.
  const after = await broadcast();
  const socketsMissingAnEvent = await everySocketHas([whileDown, after]);
  return {
    closedMs: closedAt - stoppedAt,
    readyMs: readyAt - stoppedAt,
    socketsAfterReadyMs: socketsBack.lastOpenAt - readyAt,
    socketsAfterStopMs: socketsBack.lastOpenAt - stoppedAt,
    registeredAfterReadyMs: allRegisteredAt - readyAt,
    registeredAfterStopMs: allRegisteredAt - stoppedAt,
    refusedAttempts: socketsBack.failedAttempts - refusedBefore,
    socketsMissingAnEvent,
    notRegisteredAgain: extensions.filter((e) => !registeredAgain.has(e) || !listed.has(e)),
    uasNotDisconnected: AGENTS - disconnectedAt.size,
  };
}

function report(label: string, r: Restart): void {
  const s = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    `issue 17 gateway restart (${label}): ${SOCKETS} event sockets and ${AGENTS} SIP UAs — stop ${s(r.closedMs)} s, ` +
      `ready ${s(r.readyMs)} s after the stop; sockets back ${s(r.socketsAfterReadyMs)} s after ready ` +
      `(${s(r.socketsAfterStopMs)} s after the stop, ${r.refusedAttempts} refused attempts), ` +
      `UAs registered again ${s(r.registeredAfterReadyMs)} s after ready (${s(r.registeredAfterStopMs)} s after the stop); ` +
      `${r.socketsMissingAnEvent} sockets missing an event`,
  );
}

/** Every client back within 10 s of /readyz and (unless the outage itself was longer) of the stop. */
function expectBackInTime(r: Restart, fromStop = true): void {
  expect(r.uasNotDisconnected).toBe(0);
  expect(r.notRegisteredAgain).toEqual([]);
  expect(r.socketsMissingAnEvent).toBe(0);
  expect(r.socketsAfterReadyMs).toBeLessThanOrEqual(TARGET_MS);
  expect(r.registeredAfterReadyMs).toBeLessThanOrEqual(TARGET_MS);
  if (!fromStop) return;
  expect(r.socketsAfterStopMs).toBeLessThanOrEqual(TARGET_MS);
  expect(r.registeredAfterStopMs).toBeLessThanOrEqual(TARGET_MS);
}

describe('issue 17 gateway restart (remote mode, real Kamailio)', () => {
  beforeAll(async () => {
    phones.forEach((phone, i) => {
      phone.ua.on('disconnected', () => {
        if (!disconnectedAt.has(i)) disconnectedAt.set(i, now());
      });
      phone.ua.on('registered', () => {
        if (disconnectedAt.has(i) && !registeredAt.has(i)) registeredAt.set(i, now());
      });
    });
    // Every tab has seen an event before the restart, so each comes back with its lastEventId.
    expect(await everySocketHas([await broadcast()])).toBe(0);
  });

  it('issue 17 gateway restart: 500 event sockets and 100 SIP UAs are back within 10 s', async () => {
    const restart = await restartGateway(0);
    report('started again at once', restart);
    expectBackInTime(restart);
  }, 60_000);

  it('issue 17 gateway restart as a deploy (the port closed 2.5 s): 500 event sockets and 100 SIP UAs are back within 10 s', async () => {
    // A new gateway process needs a moment before it listens: node, ~0.9 s of imports under load
    // (decision 1743), building the app. Kept closed longer than that, as a busy host would.
    const restart = await restartGateway(DEPLOY_DOWN_MS);
    report(`port closed ${DEPLOY_DOWN_MS / 1000} s more`, restart);
    expectBackInTime(restart);
  }, 60_000);

  it('issue 17 gateway down 12 s: every socket and UA is back within 10 s of the gateway answering again', async () => {
    // Long enough for every client's wait to reach its cap: none may sleep through the return.
    const restart = await restartGateway(LONG_DOWN_MS);
    report(`port closed ${LONG_DOWN_MS / 1000} s more`, restart);
    expectBackInTime(restart, false);
  }, 60_000);
});
