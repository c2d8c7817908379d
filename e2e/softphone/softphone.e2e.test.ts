/**
 * The softphone and the media test in Chromium with a fake microphone, against the built product
 * with Kamailio as its PBX: a voip agent signs in and the header pill goes from off to on (a real
 * SIP registration through the gateway's relay), then passes both steps of the media test.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Kamailio, startKamailio } from '../../packages/gateway/test/telephony/harness/kamailio.js';
import { waitFor } from '../../packages/gateway/test/telephony/harness/ports.js';
import { signIn } from '../harness/sign-in.js';
import { launchChromium, PILL_RECORDER } from './harness/browser.js';
import { type Product, startProduct } from './harness/product.js';

let kamailio: Kamailio;
let product: Product;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  kamailio = await startKamailio();
  product = await startProduct({ webDir: inject('webDir'), pbxWsUrl: kamailio.wsUrl });
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(`localStorage.setItem('umbrella.language', 'en');${PILL_RECORDER}`);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
  await kamailio?.stop();
});

describe('softphone in Chromium', () => {
  it('SHELL-53 PHONE-21 PHONE-12 the header pill goes off → on after sign-in as a voip agent (registered at Kamailio)', async () => {
    await signIn(page, product.url, 'agent');
    const pill = page.getByTestId('softphone-pill');
    await expect.poll(() => pill.getAttribute('data-state'), { timeout: 20_000 }).toBe('on');
    const states = await page.evaluate(() => (window as unknown as { __pillStates: string[] }).__pillStates);
    expect(states[0]).toBe('off');
    expect(states).toContain('on');
    await waitFor(async () => (await kamailio.registeredUsers()).length === 1, 5_000, 'the registration at Kamailio');
    const register = kamailio.requests().find((r) => r.method === 'REGISTER');
    expect(register?.from).toMatch(/^sip:\d{4}@127\.0\.0\.1$/);
    expect(register?.xauth).toMatch(/^ey/);
  });

  it('MEDIA-05 MEDIA-06 MEDIA-07 MEDIA-12 the media test passes both steps with the fake microphone', async () => {
    await page.goto(`${product.url}/tasks`);
    await page.getByRole('button', { name: 'Start shift' }).click();
    const settings = page.getByRole('dialog', { name: 'Softphone settings' });
    await settings.getByRole('button', { name: 'Continue' }).click();
    const modal = page.getByRole('dialog', { name: 'Microphone and speaker test' });
    await expect.poll(() => modal.isVisible(), { timeout: 15_000 }).toBe(true);

    const microphone = page.getByTestId('microphone-test');
    await microphone.getByRole('button', { name: 'Start recording' }).click();
    await expect.poll(() => microphone.textContent(), { timeout: 5_000 }).toContain('Recording…');
    // 5 s of recording, then the recording plays back before the question.
    await microphone.getByRole('button', { name: 'Yes' }).click({ timeout: 30_000 });
    expect(await microphone.getAttribute('data-step')).toBe('passed');

    const speaker = page.getByTestId('speaker-test');
    await speaker.getByRole('button', { name: 'Play test sound' }).click();
    await speaker.getByRole('button', { name: 'Yes' }).click({ timeout: 15_000 });
    expect(await speaker.getAttribute('data-step')).toBe('passed');

    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => modal.isVisible(), { timeout: 10_000 }).toBe(false);
    expect(await page.getByTestId('microphone-permission-denied').count()).toBe(0);
  });
});
