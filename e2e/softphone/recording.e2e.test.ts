/**
 * Issue 14: a lead call from the agent's page carries audio both ways through the gateway and
 * Kamailio to a baresip phone, and its recording (made by the softphone, decision 1441) is in
 * /cdr for a manager. The agent's fake microphone plays 440 Hz, the customer's phone 1 kHz;
 * baresip writes what it heard, the page listens to the customer with an AnalyserNode, and the
 * recording's left (agent) and right (customer) channels are decoded by Chromium and each tone
 * measured in both (Goertzel at its frequency) to keep the channels apart.
 * Real media needs an ordinary interface (baresip's ICE ignores loopback), so every process runs
 * in a private network namespace (harness/media-network.ts; needs root).
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Baresip, startBaresip } from '../../packages/gateway/test/telephony/harness/baresip.js';
import { waitFor } from '../../packages/gateway/test/telephony/harness/ports.js';
import { signInOverHttp } from '../harness/http-sign-in.js';
import { call } from '../harness/orders.js';
import { signIn } from '../harness/sign-in.js';
import { shownLeadId } from '../harness/workspace.js';
import { leadPhone } from './harness/lead-phone.js';
import { type MediaBed, startMediaBed } from './harness/media-bed.js';
import { startShift } from './harness/shift.js';
import { crosstalk, dominantFrequency, readWav } from './harness/tones.js';

const AGENT_TONE = 440;
const CUSTOMER_TONE = 1_000;

let bed: MediaBed;
let page: Page;
let baresip: Baresip | undefined;

beforeAll(async () => {
  bed = await startMediaBed(inject('webDir'), { microphoneSeconds: 10 });
  page = await bed.openPage();
});

afterAll(async () => {
  await baresip?.stop();
  await bed?.stop();
});

/** Float samples from the page, sent as base64 of their bytes. */
const floats = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
};

/** About 0.7 s of what the page plays from the customer (the softphone's remote audio element). */
async function remoteSamples(page: Page): Promise<{ sampleRate: number; samples: string }> {
  return page.evaluate(async () => {
    const audio = document.querySelector('[data-testid="softphone-remote-audio"]') as HTMLAudioElement;
    const context = new AudioContext();
    await context.resume();
    const analyser = context.createAnalyser();
    analyser.fftSize = 32_768;
    context.createMediaStreamSource(audio.srcObject as MediaStream).connect(analyser);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const data = new Float32Array(analyser.fftSize);
    analyser.getFloatTimeDomainData(data);
    await context.close();
    const bytes = new Uint8Array(data.buffer);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { sampleRate: context.sampleRate, samples: btoa(binary) };
  });
}

/**
 * The recording as Chromium decodes it: each channel's samples, and the length and seeking of
 * an audio element playing it, as the /cdr player does (from memory).
 */
async function decodedRecording(page: Page, url: string, token: string) {
  return page.evaluate(
    async ({ url, token }) => {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      const blob = await response.blob();
      const element = new Audio(URL.createObjectURL(blob));
      await new Promise((resolve, reject) => {
        element.onloadedmetadata = resolve;
        element.onerror = reject;
      });
      const duration = element.duration;
      element.currentTime = duration / 2;
      const seeked = await Promise.race([
        new Promise((resolve) => element.addEventListener('seeked', () => resolve(true), { once: true })),
        new Promise((resolve) => setTimeout(() => resolve(false), 5_000)),
      ]);
      const seekedTo = element.currentTime;
      const context = new OfflineAudioContext(2, 1, 48_000);
      const audio = await context.decodeAudioData(await blob.arrayBuffer());
      const channels: string[] = [];
      for (let c = 0; c < audio.numberOfChannels; c++) {
        const bytes = new Uint8Array(audio.getChannelData(c).slice().buffer);
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        channels.push(btoa(binary));
      }
      return {
        type: response.headers.get('content-type'),
        duration,
        seeked,
        seekedTo,
        sampleRate: audio.sampleRate,
        channels,
      };
    },
    { url, token },
  );
}

describe('issue 14: a softphone call with real audio, recorded into /cdr', { timeout: 240_000 }, () => {
  it('issue 14 CDR-02 CDR-12 two-way audio through the gateway and Kamailio to baresip, and the recording in /cdr holds both tones and answers range requests', async () => {
    await signIn(page, bed.product.url, 'agent').catch(async (error: Error) => {
      const text = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      throw new Error(`${error.message}\nat ${page.url()}: ${text.slice(0, 500)}\n${bed.product.log().slice(-2_000)}`);
    });
    const pill = page.getByTestId('softphone-pill');
    await expect.poll(() => pill.getAttribute('data-state'), { timeout: 30_000 }).toBe('on');

    // A task with the lead's phone widget.
    await startShift(page, bed.product.url);
    const callButton = page.getByTestId('softphone-dialer').getByRole('button', { name: /(^|\s)Call$/ });
    await callButton.waitFor({ timeout: 60_000 }).catch(async (error: Error) => {
      const text = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      throw new Error(`${error.message}\nat ${page.url()}: ${text.slice(0, 1_500)}`);
    });
    const leadId = await waitFor(() => shownLeadId(page).then((id) => id ?? undefined), 20_000, 'the lead on screen');

    // The customer's phone registers as the lead's number.
    const manager = await signInOverHttp(bed.product.url, 'manager');
    const phone = await leadPhone(manager, bed.product.url, leadId);
    const heardDir = join(bed.dir, 'heard');
    await mkdir(heardDir);
    baresip = await startBaresip(phone, bed.kamailio, {
      exec: bed.net.exec,
      address: bed.net.address,
      tone: CUSTOMER_TONE,
      webrtc: { recordDir: heardDir },
    });

    await callButton.click();
    await expect
      .poll(() => pill.getAttribute('data-state'), { timeout: 30_000 })
      .toBe('connected')
      .catch(async (error: Error) => {
        const shown = await page
          .getByTestId('softphone-dialer')
          .innerText()
          .catch(() => '');
        const requests = bed.kamailio.requests().map((r) => `${r.method} ${r.ruri} ${r.from}`);
        throw new Error(
          `${error.message}\ndialer: ${shown}\nphone ${phone}\nkamailio: ${requests.join('\n')}\n` +
            `baresip: ${baresip?.log().slice(-3_000)}\nproduct: ${bed.product.log().slice(-1_500)}`,
        );
      });
    await page.waitForTimeout(3_000);
    const remote = await remoteSamples(page);
    const far = dominantFrequency(floats(remote.samples), remote.sampleRate);
    expect(far.rms).toBeGreaterThan(0.01);
    expect(Math.abs(far.frequency - CUSTOMER_TONE)).toBeLessThanOrEqual(20);
    await page.waitForTimeout(2_000);
    await page.getByTestId('softphone-dialer').getByRole('button', { name: 'Hang up' }).click();
    await expect.poll(() => pill.getAttribute('data-state'), { timeout: 15_000 }).toBe('on');

    // The far side received the agent's tone (baresip writes the file as the call goes: wait for
    // a second of it).
    const heard = await waitFor(
      async () => {
        const names = (await readdir(heardDir)).filter((n) => n.endsWith('-dec.wav'));
        if (!names.length) return undefined;
        const wav = await readFile(join(heardDir, names[0] as string))
          .then(readWav)
          .catch(() => undefined);
        return wav && (wav.channels[0]?.length ?? 0) >= wav.sampleRate ? wav : undefined;
      },
      10_000,
      'baresip’s recording of what it heard',
    );
    const near = dominantFrequency(heard.channels[0] as Float32Array, heard.sampleRate);
    expect(near.rms).toBeGreaterThan(0.01);
    expect(Math.abs(near.frequency - AGENT_TONE)).toBeLessThanOrEqual(20);

    // The call is in /cdr with its recording once the softphone uploaded it.
    type CallsPage = { content: { leadId: number; callAudioSrc: string | null; billSec: number }[] };
    const record = await waitFor(
      async () => {
        const calls = await call<CallsPage>(
          manager,
          bed.product.url,
          '/module/resources/api/v1/cdr/calls?pageSize=100',
        );
        return calls.content.find((c) => c.leadId === leadId && c.callAudioSrc);
      },
      30_000,
      'the call record with its recording',
    );
    expect(record.billSec).toBeGreaterThanOrEqual(3);
    const audioUrl = `${bed.product.url}/module/resources/api/v1/cdr/audio/${record.callAudioSrc}`;
    const part = await fetch(audioUrl, { headers: { Authorization: `Bearer ${manager}`, Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 100-199\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const recording = await decodedRecording(page, audioUrl, manager);
    expect(recording.type).toBe('audio/webm');
    // Its length is known and the player seeks within it (CDR-12: the /cdr player plays from memory).
    expect(recording.duration).toBeGreaterThan(3);
    expect(recording.duration).toBeLessThan(60);
    expect(recording.seeked).toBe(true);
    expect(recording.seekedTo).toBeCloseTo(recording.duration / 2, 0);
    expect(recording.channels).toHaveLength(2);
    const left = dominantFrequency(floats(recording.channels[0] as string), recording.sampleRate);
    const right = dominantFrequency(floats(recording.channels[1] as string), recording.sampleRate);
    expect(Math.abs(left.frequency - AGENT_TONE)).toBeLessThanOrEqual(20);
    expect(Math.abs(right.frequency - CUSTOMER_TONE)).toBeLessThanOrEqual(20);
    expect(left.rms).toBeGreaterThan(0.005);
    expect(right.rms).toBeGreaterThan(0.005);

    // Who said what stays apart: each tone at least 30 dB down in the other's channel, in every
    // second it sounds, from the first seconds of the call on.
    const agentSide = floats(recording.channels[0] as string);
    const customerSide = floats(recording.channels[1] as string);
    const agentBleed = crosstalk(agentSide, customerSide, recording.sampleRate, AGENT_TONE);
    const customerBleed = crosstalk(customerSide, agentSide, recording.sampleRate, CUSTOMER_TONE);
    expect(agentBleed[0]?.at).toBeLessThanOrEqual(1);
    expect(customerBleed[0]?.at).toBeLessThanOrEqual(2);
    const round = (windows: { at: number; db: number }[]) => windows.map((w) => `${w.at}s ${w.db.toFixed(1)} dB`);
    console.info('agent tone below itself in the customer channel:', round(agentBleed).join(', '));
    console.info('customer tone below itself in the agent channel:', round(customerBleed).join(', '));
    expect(round(agentBleed.filter((w) => w.db < 30))).toEqual([]);
    expect(round(customerBleed.filter((w) => w.db < 30))).toEqual([]);
  });
});
