/**
 * The real-media test bed of a softphone suite: a private network namespace, Kamailio, the built
 * product and Chromium inside it with a fake microphone playing the agent's pulsed tone (440 Hz).
 * `openPage()` gives each person a page of their own; `stop()` closes those pages, ends the rest
 * in reverse order and removes the namespace and the scratch folder.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type Kamailio, startKamailio } from '../../../packages/gateway/test/telephony/harness/kamailio.js';
import { skipMediaTest } from '../../harness/workspace.js';
import { launchChromium } from './browser.js';
import { createMediaNetwork, type MediaNetwork } from './media-network.js';
import { type Product, startProduct } from './product.js';
import { pulsedToneWav } from './tones.js';

export type MediaBed = {
  net: MediaNetwork;
  /** A scratch folder for the suite's files (what baresip heard, its recordings). */
  dir: string;
  kamailio: Kamailio;
  product: Product;
  browser: Browser;
  /** A page in a context of its own (cookies and storage apart), in English, past the media test. */
  openPage(): Promise<Page>;
  stop(): Promise<void>;
};

export async function startMediaBed(
  webDir: string,
  options: {
    microphoneSeconds: number;
    setUp?: (net: MediaNetwork) => Promise<{ remove(): Promise<void> }>;
    /** The product's extra environment; by default a stream of demo leads, one a second. */
    env?: Record<string, string>;
  },
): Promise<MediaBed> {
  const net = await createMediaNetwork();
  const dir = await mkdtemp(join(tmpdir(), 'umbrella-media-'));
  const stops: (() => Promise<unknown>)[] = [() => net.remove(), () => rm(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    if (options.setUp) {
      const extra = await options.setUp(net);
      stops.push(() => extra.remove());
    }
    const microphone = join(dir, 'agent-440.wav');
    await writeFile(microphone, pulsedToneWav(440, options.microphoneSeconds));
    const kamailio = await startKamailio({ exec: net.exec });
    stops.push(() => kamailio.stop());
    const product = await startProduct({
      webDir,
      pbxWsUrl: kamailio.wsUrl,
      host: net.address,
      exec: net.exec,
      env: options.env ?? { DEMO_LEAD_INTERVAL_MS: '1000' },
    });
    stops.push(() => product.stop());
    const browser = await launchChromium({
      microphoneFile: microphone,
      netns: { name: net.name, dir },
      secureOrigins: [product.url],
    });
    stops.push(() => browser.close());
    const openPage = async () => {
      const context = await browser.newContext({ locale: 'en-US' });
      stops.push(() => context.close());
      await context.addInitScript(`localStorage.setItem('umbrella.language', 'en');`);
      await skipMediaTest(context);
      return context.newPage();
    };
    return { net, dir, kamailio, product, browser, openPage, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
