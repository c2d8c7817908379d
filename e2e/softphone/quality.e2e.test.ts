import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Baresip, startBaresip } from '../../packages/gateway/test/telephony/harness/baresip.js';
import { waitFor } from '../../packages/gateway/test/telephony/harness/ports.js';
import { signInOverHttp } from '../harness/http-sign-in.js';
import { call } from '../harness/orders.js';
import { chooseOption } from '../harness/select.js';
import { signIn } from '../harness/sign-in.js';
import { shownLeadId } from '../harness/workspace.js';
import { leadPhone } from './harness/lead-phone.js';
import { type MediaBed, startMediaBed } from './harness/media-bed.js';
import { clickOrDescribe, startShift } from './harness/shift.js';

const CRITICAL = 'Confirmó la dirección de entrega';

let bed: MediaBed;
let baresip: Baresip | undefined;

beforeAll(async () => {
  bed = await startMediaBed(inject('webDir'), { microphoneSeconds: 10 });
});

afterAll(async () => {
  await baresip?.stop();
  await bed?.stop();
});

/** A signed-in page of its own (cookies and storage apart) for each person. */
async function pageOf(username: string): Promise<Page> {
  const page = await bed.openPage();
  await signIn(page, bed.product.url, username);
  return page;
}

/** The name of the region whose products include `productId`, as the form editor lists regions. */
async function productRegionName(token: string, productId: number): Promise<string> {
  const regions = await call<{ id: string; name: string }[]>(token, bed.product.url, '/module/catalog/api/v1/regions');
  for (const region of regions) {
    const products = await call<{ id: number }[]>(
      token,
      bed.product.url,
      `/module/catalog/api/v1/products/by-region/${region.id}`,
    );
    if (products.some((p) => p.id === productId)) return region.name;
  }
  throw new Error(`no region of the administrator sells product ${productId}`);
}

/** Answers each question of the evaluation form on the page by its text. */
async function answer(page: Page, answers: Record<string, string>) {
  for (const [question, choice] of Object.entries(answers)) {
    await page.getByRole('radiogroup', { name: question }).getByText(choice, { exact: true }).click();
  }
}

/** Plays the call's recording on the page until it has passed `seconds`, then pauses it there. */
async function playUntil(page: Page, seconds: number) {
  const audio = page.getByTestId('recording-audio');
  await expect.poll(() => audio.getAttribute('src'), { timeout: 30_000 }).toMatch(/^blob:/);
  await audio.evaluate(async (element: HTMLAudioElement, until: number) => {
    await element.play();
    await new Promise<void>((resolve) => {
      const check = () => {
        if (element.currentTime >= until) {
          element.pause();
          resolve();
        } else setTimeout(check, 20);
      };
      check();
    });
  }, seconds);
}

describe('call quality: scored, seen by the agent, disputed and calibrated', { timeout: 300_000 }, () => {
  it('issue 33: two recorded calls; a form with a critical question; an evaluation with a comment at 0:03 while the call plays; the agent disputes; a blind second score; the calibration shows the difference', async () => {
    // The agent calls the lead twice; the customer's phone answers both.
    const agent = await pageOf('agent');
    const pill = agent.getByTestId('softphone-pill');
    await expect.poll(() => pill.getAttribute('data-state'), { timeout: 30_000 }).toBe('on');
    await startShift(agent, bed.product.url);
    const callButton = agent.getByTestId('softphone-dialer').getByRole('button', { name: /(^|\s)Call$/ });
    await callButton.waitFor({ timeout: 60_000 });
    const leadId = await waitFor(() => shownLeadId(agent).then((id) => id ?? undefined), 20_000, 'the lead on screen');
    const manager = await signInOverHttp(bed.product.url, 'manager');
    const phone = await leadPhone(manager, bed.product.url, leadId);
    // WebRTC's media (DTLS-SRTP, ICE) on the customer's side too.
    baresip = await startBaresip(phone, bed.kamailio, {
      exec: bed.net.exec,
      address: bed.net.address,
      tone: 1_000,
      webrtc: { recordDir: bed.dir },
    });
    for (const seconds of [6_000, 4_000]) {
      await clickOrDescribe(agent, callButton);
      await expect
        .poll(() => pill.getAttribute('data-state'), { timeout: 30_000 })
        .toBe('connected')
        .catch(async (error: Error) => {
          const dialer = await agent.getByTestId('softphone-dialer').innerText();
          throw new Error(
            `${error.message}\ncall after ${seconds} ms; dialer: ${dialer}\n${baresip?.log().slice(-1_500)}`,
          );
        });
      await agent.waitForTimeout(seconds);
      await agent.getByTestId('softphone-dialer').getByRole('button', { name: 'Hang up' }).click();
      await expect.poll(() => pill.getAttribute('data-state'), { timeout: 15_000 }).toBe('on');
    }
    type Calls = { content: { id: number; leadId: number; callAudioSrc: string | null; productName: string }[] };
    const recorded = await waitFor(
      async () => {
        const page = await call<Calls>(manager, bed.product.url, '/module/resources/api/v1/cdr/calls?pageSize=100');
        const mine = page.content.filter((c) => c.leadId === leadId && c.callAudioSrc);
        return mine.length === 2 ? mine : undefined;
      },
      30_000,
      'both calls with their recordings',
    );
    const first = recorded.at(-1) as Calls['content'][number];

    // The administrator defines a form for the call's product, with a critical question, in the
    // form editor on /quality (Playwright's clicks fail on a control hidden or covered).
    const admin = await signInOverHttp(bed.product.url, 'admin');
    const review = await call<{ call: { productId: number; productName: string } }>(
      manager,
      bed.product.url,
      `/module/quality/api/v1/calls/${first.id}`,
    );
    const regionName = await productRegionName(admin, review.call.productId);
    const administrator = await pageOf('admin');
    await administrator.goto(`${bed.product.url}/quality?tab=forms`);
    await administrator.getByRole('button', { name: 'New form' }).click({ timeout: 30_000 });
    const editor = administrator.getByRole('dialog', { name: 'New evaluation form' });
    await editor.getByLabel('Form', { exact: true }).fill('Llamada de venta');
    await chooseOption(administrator, editor, 'Region', regionName);
    await chooseOption(administrator, editor, 'Product', review.call.productName);
    await editor.getByLabel('Section title').fill('Apertura');
    const greetingFields = editor.getByRole('group', { name: 'Question 1.1' });
    await greetingFields.getByLabel('Question', { exact: true }).fill('Saludó con el guion');
    await editor.getByRole('button', { name: 'Add question' }).click();
    const clarityFields = editor.getByRole('group', { name: 'Question 1.2' });
    await clarityFields.getByLabel('Question', { exact: true }).fill('Claridad');
    await chooseOption(administrator, clarityFields, 'Answer', 'Scale 0–N');
    await clarityFields.getByLabel('Scale top').fill('4');
    await clarityFields.getByLabel('Weight').fill('2');
    await clarityFields.getByRole('checkbox', { name: 'N/A allowed' }).check();
    await editor.getByRole('button', { name: 'Add section' }).click();
    await editor.getByLabel('Section title').nth(1).fill('Cierre');
    const closingFields = editor.getByRole('group', { name: 'Question 2.1' });
    await closingFields.getByLabel('Question', { exact: true }).fill(CRITICAL);
    await closingFields.getByLabel('Weight').fill('3');
    await closingFields.getByRole('checkbox', { name: 'Critical' }).check();
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'hidden', timeout: 15_000 });
    const saved = administrator.getByRole('row').filter({ hasText: 'Llamada de venta' });
    await expect.poll(() => saved.innerText(), { timeout: 15_000 }).toContain('3 questions, 1 critical');

    // The supervisor scores the first call while it plays, commenting at 0:03.
    const supervisor = await pageOf('manager');
    await supervisor.goto(`${bed.product.url}/quality/calls/${first.id}`);
    await playUntil(supervisor, 3.1);
    await supervisor.getByLabel('Comment').fill('No confirmó la dirección');
    await supervisor.getByRole('button', { name: 'Comment at 0:03' }).click();
    await answer(supervisor, { 'Saludó con el guion': 'Yes', Claridad: '3', [CRITICAL]: 'No' });
    await supervisor.getByRole('button', { name: 'Submit evaluation' }).click();
    const result = supervisor.getByTestId('evaluation-result');
    await expect.poll(() => result.innerText(), { timeout: 15_000 }).toContain('Critical question failed: score 0');

    // The agent reads it on their profile, with the comment at its moment, and disputes it.
    await agent.goto(`${bed.product.url}/profile`);
    const row = agent.getByRole('row').filter({ hasText: 'Critical fail' });
    await row.getByRole('button', { name: 'Open' }).click({ timeout: 30_000 });
    const mine = agent.getByTestId('evaluation-result');
    await expect.poll(() => mine.innerText(), { timeout: 15_000 }).toContain('No confirmó la dirección');
    await expect.poll(() => mine.getByRole('button', { name: '0:03' }).count()).toBe(1);
    const reply = agent.getByTestId('agent-answer');
    await reply.getByRole('button', { name: 'Dispute' }).click();
    await reply.getByLabel('Your comment').fill('Confirmé la dirección al final de la llamada');
    await reply.getByRole('button', { name: 'Dispute' }).click();
    await expect
      .poll(() => agent.getByTestId('evaluation-replies').innerText(), { timeout: 15_000 })
      .toMatch(/Disputed by the agent/);

    // A second supervisor scores the same call without seeing the first one's scoring…
    const second = administrator;
    await second.goto(`${bed.product.url}/quality/calls/${first.id}`);
    await second.getByRole('button', { name: 'Submit evaluation' }).waitFor({ timeout: 30_000 });
    expect(await second.getByRole('button', { name: 'Calibration' }).count()).toBe(0);
    await answer(second, { 'Saludó con el guion': 'Yes', Claridad: '1', [CRITICAL]: 'Yes' });
    await second.getByRole('button', { name: 'Submit evaluation' }).click();
    await expect
      .poll(() => second.getByTestId('evaluation-result').innerText(), { timeout: 15_000 })
      .not.toContain('Critical question failed');

    // …and the calibration shows where the two differ, question by question.
    await second.getByRole('button', { name: 'Calibration' }).click();
    const table = second.getByTestId('calibration');
    await table.waitFor({ timeout: 15_000 });
    const critical = table.getByRole('row').filter({ hasText: `Cierre · ${CRITICAL}` });
    await expect.poll(() => critical.innerText()).toContain('100%');
    const greeting = table.getByRole('row').filter({ hasText: 'Apertura · Saludó con el guion' });
    expect(await greeting.innerText()).toContain('0%');
    const clarity = table.getByRole('row').filter({ hasText: 'Apertura · Claridad' });
    expect(await clarity.innerText()).toMatch(/3 \/ 4[\s\S]*1 \/ 4|1 \/ 4[\s\S]*3 \/ 4/);
  });
});
