/**
 * Progressive dialing (decisions 1803–1805) in Chromium against the built product, with Kamailio
 * as its PBX and baresip as the customer's phone (which answers). The agent's sales groups are
 * switched to progressive with a 5 s preview; the business clock is set to a moment when Lima is
 * before its calling hours and Santiago within them. The agent adds four leads (so they are its
 * next tasks): a Chilean one stopped with X, a Chilean one dialled 5 s after it appears and
 * answered by baresip — a manager's grid in another browser shows "On a call" — a Chilean one
 * dialled at once with D, and a Peruvian one that is never dialled. Every process runs in a
 * private network namespace (harness/media-network.ts; needs root).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Baresip, startBaresip } from '../../packages/gateway/test/telephony/harness/baresip.js';
import { waitFor } from '../../packages/gateway/test/telephony/harness/ports.js';
import { signInOverHttp } from '../harness/http-sign-in.js';
import { addLead as addLeadAs, call } from '../harness/orders.js';
import { signIn } from '../harness/sign-in.js';
import { shownLeadId } from '../harness/workspace.js';
import { type MediaBed, startMediaBed } from './harness/media-bed.js';
import { startShift } from './harness/shift.js';

const PREVIEW_SECONDS = 5;
const AGENT = 'Lucía Quispe Mamani';

let bed: MediaBed;
const phones: Baresip[] = [];
let admin: string;

/** Seconds from now to the next minute at which Lima's wall clock shows 08:40 (Santiago: 09:40 or 10:40). */
function offsetToLimaMorning(now = Date.now()): number {
  const lima = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Lima',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const start = Math.ceil(now / 60_000) * 60_000 + 60_000;
  for (let at = start; at < start + 25 * 3_600_000; at += 60_000) {
    if (lima.format(new Date(at)) === '08:40') return Math.round((at - now) / 1000);
  }
  throw new Error('no 08:40 in Lima within a day');
}

/** A lead the agent adds, so reserved for the agent as one of its next tasks, with a known number. */
const addLead = async (page: Page, region: 'cl-central' | 'pe-central', phone: string) =>
  (await addLeadAs(page, bed.product.url, region, 'Cliente Progresivo', phone)).leadId;

const invites = () => bed.kamailio.requests().filter((r) => r.method === 'INVITE');

/** When Kamailio's log first shows more than `count` INVITEs (polled every 20 ms, 20 s at most). */
async function firstInviteAfter(count: number): Promise<number> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (invites().length > count) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no INVITE within 20 s');
}

beforeAll(async () => {
  bed = await startMediaBed(inject('webDir'), { microphoneSeconds: 10, env: { TEST_CLOCK: '1' } });
  admin = await signInOverHttp(bed.product.url, 'admin');
});

afterAll(async () => {
  for (const phone of phones) await phone.stop();
  await call(admin, bed.product.url, '/module/testing/api/v1/clock', {
    method: 'POST',
    body: JSON.stringify({ offsetSeconds: 0 }),
  }).catch(() => undefined);
  await bed?.stop();
});

describe('progressive dialing in Chromium against Kamailio and baresip', { timeout: 300_000 }, () => {
  it('decisions 1803 1804 1805 a 5 s preview dials by itself and baresip answers; D skips, X stops; a lead outside its hours is not dialled', async () => {
    // The agent's groups go progressive with a 5 s preview, as a supervisor does on /agents.
    type Group = { id: number; name: string; accounts: { name: string; surname: string }[] };
    const groups = await call<{ content: Group[] }>(admin, bed.product.url, '/module/account/api/v1/groups?size=1000');
    const agentGroups = groups.content.filter((g) => g.accounts.some((a) => `${a.name} ${a.surname}` === AGENT));
    expect(agentGroups.length).toBeGreaterThan(0);
    for (const group of agentGroups) {
      await call(admin, bed.product.url, `/module/account/api/v1/groups/${group.id}/dialing`, {
        method: 'PUT',
        body: JSON.stringify({ mode: 'progressive', previewSeconds: PREVIEW_SECONDS }),
      });
    }
    await call(admin, bed.product.url, '/module/testing/api/v1/clock', {
      method: 'POST',
      body: JSON.stringify({ offsetSeconds: offsetToLimaMorning() }),
    });

    // The supervisor watches the live grid in another browser.
    const supervisor = await bed.openPage();
    await signIn(supervisor, bed.product.url, 'manager');
    await supervisor.goto(`${bed.product.url}/sessions`);
    const grid = supervisor.getByRole('region', { name: 'Agents on shift' });
    await grid.waitFor({ timeout: 30_000 });
    const onACall = grid.getByRole('row').filter({ hasText: AGENT }).getByText('On a call');

    const page = await bed.openPage();
    await signIn(page, bed.product.url, 'agent');
    const pill = page.getByTestId('softphone-pill');
    await expect.poll(() => pill.getAttribute('data-state'), { timeout: 30_000 }).toBe('on');

    // The agent's next leads, added by the agent and so reserved for it, in this order.
    const number = (prefix: string, n: number) => `${prefix}${String((Date.now() + n) % 10_000_000).padStart(7, '0')}`;
    const answered = number('+5691', 1);
    phones.push(
      await startBaresip(answered, bed.kamailio, {
        exec: bed.net.exec,
        address: bed.net.address,
        webrtc: { recordDir: bed.dir },
      }),
    );
    const steps = new Map<number, 'stop' | 'dial' | 'skip' | 'outside'>([
      [await addLead(page, 'cl-central', number('+5692', 2)), 'stop'],
      [await addLead(page, 'cl-central', answered), 'dial'],
      [await addLead(page, 'cl-central', number('+5693', 3)), 'skip'],
      [await addLead(page, 'pe-central', number('+51914', 4)), 'outside'],
    ]);

    await startShift(page, bed.product.url);

    const countdown = page.getByTestId('progressive-countdown');
    const outside = page.getByText("Outside the lead's calling hours: it is not dialled automatically");
    const done = new Set<string>();
    let lastLead: number | null = null;

    /** The next lead on screen, and when it showed its countdown or its outside-hours notice. */
    async function nextLead(): Promise<{ id: number; shownAt: number }> {
      return waitFor(
        async () => {
          const id = await shownLeadId(page);
          if (id === null || id === lastLead) return undefined;
          const [counting, isOutside] = await Promise.all([countdown.isVisible(), outside.isVisible()]);
          if (!counting && !isOutside) return undefined;
          return { id, shownAt: Date.now() };
        },
        60_000,
        'the next lead with its countdown or its notice',
      );
    }

    for (let lead = 0; lead < 10 && done.size < 4; lead++) {
      const { id, shownAt } = await nextLead();
      lastLead = id;
      const before = invites().length;
      const step = steps.get(id);
      if (step === 'outside') {
        // Decision 1804: the back-office handed it as manual; nothing dials it.
        expect(await outside.isVisible()).toBe(true);
        expect(await countdown.count()).toBe(0);
        await page.waitForTimeout((PREVIEW_SECONDS + 3) * 1000);
        expect(invites().length).toBe(before);
      } else if (step === 'stop') {
        // Keys wait while a dialog closes (the softphone settings on the first task): press until heard.
        await expect
          .poll(
            async () => {
              await page.keyboard.press('x');
              return countdown.getAttribute('data-phase');
            },
            { timeout: 3_000 },
          )
          .toBe('stopped');
        expect(await countdown.getByRole('status').textContent()).toBe('Countdown stopped: dial when you are ready');
        await page.waitForTimeout((PREVIEW_SECONDS + 3) * 1000);
        expect(invites().length).toBe(before);
      } else if (step === 'dial') {
        const dialledAfter = ((await firstInviteAfter(before)) - shownAt) / 1000;
        console.log(`progressive: lead ${id} dialled ${dialledAfter.toFixed(2)} s after its countdown showed`);
        expect(dialledAfter).toBeGreaterThanOrEqual(PREVIEW_SECONDS - 0.5);
        expect(dialledAfter).toBeLessThanOrEqual(PREVIEW_SECONDS + 2);
        expect(invites().at(-1)?.ruri).toContain(answered.replace(/^\+/, ''));
        // baresip answers; the supervisor's grid shows the call.
        const connectedAt = await waitFor(
          async () => ((await pill.getAttribute('data-state')) === 'connected' ? Date.now() : undefined),
          30_000,
          'baresip to answer',
        );
        await waitFor(async () => (await onACall.count()) > 0, 10_000, 'the agent on a call in the supervisor’s grid');
        const gridLag = Date.now() - connectedAt;
        console.log(`progressive: the supervisor's grid showed "On a call" ${gridLag} ms after the answer`);
        // The target is a second: the answer is pushed from the call log within 200 ms
        // (decision 1815), then the grid fetches; the bound leaves a busy test machine a second more.
        expect(gridLag).toBeLessThanOrEqual(2_000);
        await page.waitForTimeout(1_000);
        await page.getByTestId('softphone-dialer').getByRole('button', { name: 'Hang up' }).click();
      } else if (step === 'skip') {
        const invited = firstInviteAfter(before);
        await page.keyboard.press('d');
        const skippedAfter = ((await invited) - shownAt) / 1000;
        console.log(`progressive: lead ${id} dialled ${skippedAfter.toFixed(2)} s after its countdown showed (D)`);
        expect(skippedAfter).toBeLessThan(PREVIEW_SECONDS - 2);
        // No phone answers this number: the call fails, and what to record stays the agent's (decision 1805).
      } else {
        await page.keyboard.press('x');
      }
      if (step) done.add(step);
      await expect.poll(() => pill.getAttribute('data-state'), { timeout: 20_000 }).toBe('on');
      await page
        .getByTestId('lead-actions')
        .getByRole('button', { name: /No answer/ })
        .waitFor();
      await page.keyboard.press('n');
      await expect.poll(() => shownLeadId(page), { timeout: 30_000 }).not.toBe(id);
    }
    expect([...done].sort()).toEqual(['dial', 'outside', 'skip', 'stop']);
  });
});
