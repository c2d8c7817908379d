/**
 * The agent's idle time between calls, manual against progressive dialing (decision 1803): in
 * Chromium against the built product, with Kamailio and baresip (which answers), the agent works
 * leads it added (all on the customer's phone): each call is answered, lasts a second, is hung up,
 * recorded as No answer, and the next lead's call starts. Idle = the next INVITE at Kamailio minus
 * the hang-up click. Manual: the bench clicks Call as soon as the button shows (an agent who reads
 * nothing: the floor of manual); progressive: the group's preview (5 s, and 0 s) runs out by itself.
 * Runs in a private network namespace (needs root, as the softphone suites).
 *
 *   npm run build && npx tsx bench/progressive/run.ts [--calls 6]
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { signInOverHttp } from '../../e2e/harness/http-sign-in.js';
import { signIn, storedUser } from '../../e2e/harness/sign-in.js';
import { shownLeadId, skipMediaTest } from '../../e2e/harness/workspace.js';
import { launchChromium } from '../../e2e/softphone/harness/browser.js';
import { createMediaNetwork } from '../../e2e/softphone/harness/media-network.js';
import { startProduct } from '../../e2e/softphone/harness/product.js';
import { pulsedToneWav } from '../../e2e/softphone/harness/tones.js';
import { type Baresip, startBaresip } from '../../packages/gateway/test/telephony/harness/baresip.js';
import { type Kamailio, startKamailio } from '../../packages/gateway/test/telephony/harness/kamailio.js';
import { waitFor } from '../../packages/gateway/test/telephony/harness/ports.js';
import { writeReadmeSection } from '../lib/readme-section';

const calls = Number(process.argv[process.argv.indexOf('--calls') + 1]) || 6;
const AGENT = 'Lucía Quispe Mamani';
const root = new URL('../../', import.meta.url).pathname;
const loadAtStart = loadavg()[0] ?? 0;

const net = await createMediaNetwork();
const dir = await mkdtemp(join(tmpdir(), 'umbrella-bench-progressive-'));
let kamailio: Kamailio | undefined;
let baresip: Baresip | undefined;
let stopProduct: (() => Promise<void>) | undefined;
const results: { mode: string; idle: number[] }[] = [];
try {
  const microphone = join(dir, 'agent.wav');
  await writeFile(microphone, pulsedToneWav(440, 10));
  kamailio = await startKamailio({ exec: net.exec });
  const product = await startProduct({
    webDir: join(root, 'packages/web/dist'),
    pbxWsUrl: kamailio.wsUrl,
    host: net.address,
    exec: net.exec,
    env: { TEST_CLOCK: '1' },
  });
  stopProduct = product.stop;
  const call = async <T>(token: string, path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${product.url}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as T;
  };
  const admin = await signInOverHttp(product.url, 'admin');
  // Business time at noon in Santiago, so every Chilean lead is within its calling hours.
  const santiagoHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Santiago', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  const offsetSeconds = (((12 - santiagoHour + 24) % 24) * 3600) % 86_400;
  await call(admin, '/module/testing/api/v1/clock', { method: 'POST', body: JSON.stringify({ offsetSeconds }) });
  type Group = { id: number; accounts: { name: string; surname: string }[] };
  const groups = (await call<{ content: Group[] }>(admin, '/module/account/api/v1/groups?size=1000')).content.filter(
    (g) => g.accounts.some((a) => `${a.name} ${a.surname}` === AGENT),
  );
  const setMode = async (mode: 'manual' | 'progressive', previewSeconds: number) => {
    for (const group of groups) {
      await call(admin, `/module/account/api/v1/groups/${group.id}/dialing`, {
        method: 'PUT',
        body: JSON.stringify({ mode, previewSeconds }),
      });
    }
  };

  const phone = `+5691${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  baresip = await startBaresip(phone, kamailio, { exec: net.exec, address: net.address, webrtc: { recordDir: dir } });
  const browser = await launchChromium({
    microphoneFile: microphone,
    netns: { name: net.name, dir },
    secureOrigins: [product.url],
  });
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(`localStorage.setItem('umbrella.language', 'en');`);
  await skipMediaTest(context);
  const page: Page = await context.newPage();
  await signIn(page, product.url, 'agent');
  const pill = page.getByTestId('softphone-pill');
  await waitFor(async () => (await pill.getAttribute('data-state')) === 'on', 30_000, 'the phone registered');
  const token = (await storedUser(page))?.access_token ?? '';
  const offer = (
    await call<{ id: string; productId: number }[]>(token, '/module/leads/api/v1/offers?regionId=cl-central')
  )[0];
  if (!offer) throw new Error('no offer in cl-central');
  const addLeads = async (n: number) => {
    for (let i = 0; i < n; i++) {
      await call(token, '/module/leads/leads/new-lead', {
        method: 'POST',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          region: 'cl-central',
          name: `Banco ${i}`,
          phone,
          offerId: offer.id,
          productId: offer.productId,
        }),
      });
    }
  };
  const invites = () => kamailio?.requests().filter((r) => r.method === 'INVITE').length ?? 0;
  const nextInvite = async (count: number) =>
    waitFor(async () => (invites() > count ? Date.now() : undefined), 30_000, 'the next INVITE');
  const connected = () =>
    waitFor(async () => (await pill.getAttribute('data-state')) === 'connected', 30_000, 'an answer');
  const idleAfterHangUp = async (mode: 'manual' | 'progressive'): Promise<number> => {
    const id = await shownLeadId(page);
    await page.waitForTimeout(1_000);
    const before = invites();
    const hungUp = Date.now();
    await page.getByTestId('softphone-dialer').getByRole('button', { name: 'Hang up' }).click();
    await waitFor(async () => (await pill.getAttribute('data-state')) === 'on', 20_000, 'the hang-up');
    await page.keyboard.press('n');
    await waitFor(async () => ((await shownLeadId(page)) !== id ? true : undefined), 30_000, 'the next lead');
    if (mode === 'manual') {
      await page
        .getByTestId('softphone-dialer')
        .getByRole('button', { name: /(^|\s)Call$/ })
        .click();
    }
    const started = await nextInvite(before);
    await connected();
    return started - hungUp;
  };

  // The first lead, manual: the agent's own, called by hand and answered.
  await setMode('manual', 5);
  await addLeads(calls + 1);
  await page.goto(`${product.url}/tasks`);
  await page.getByRole('button', { name: 'Start shift' }).click();
  await page
    .getByRole('dialog', { name: 'Softphone settings' })
    .getByRole('button', { name: 'Continue' })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  const first = invites();
  await page
    .getByTestId('softphone-dialer')
    .getByRole('button', { name: /(^|\s)Call$/ })
    .click({ timeout: 60_000 });
  await nextInvite(first);
  await connected();

  for (const [mode, preview] of [
    ['manual', 5],
    ['progressive', 5],
    ['progressive', 0],
  ] as const) {
    if (results.length) {
      await setMode(mode, preview);
      // The agents' group rules are cached 10 s by the back-office; the call goes on meanwhile.
      await page.waitForTimeout(11_000);
      await addLeads(calls);
    }
    const idle: number[] = [];
    for (let i = 0; i < calls; i++) idle.push(await idleAfterHangUp(mode));
    const label = mode === 'manual' ? 'manual (Call clicked at once)' : `progressive, ${preview} s preview`;
    console.log(`${label}: idle ${idle.map((v) => `${(v / 1000).toFixed(2)} s`).join(', ')}`);
    results.push({ mode: label, idle });
  }
  await context.close();
  await browser.close();
} finally {
  await baresip?.stop();
  await stopProduct?.();
  await kamailio?.stop();
  await net.remove();
  await rm(dir, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
writeReadmeSection(
  'progressive',
  'last-run',
  [
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${calls} calls per mode, load average ${loadAtStart.toFixed(2)} at the start (${loadavg()[0]?.toFixed(2)} at the end).`,
    '',
    '| mode | idle p50 | min | max |',
    '|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.mode} | ${seconds(median(r.idle))} | ${seconds(Math.min(...r.idle))} | ${seconds(Math.max(...r.idle))} |`,
    ),
  ].join('\n'),
);
