/**
 * Debian's Chromium through playwright-core, as root on a headless machine, with a fake
 * microphone and camera that need no permission prompt, and autoplay allowed so that a played
 * recording or a remote stream is heard without a click.
 */
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

export type ChromiumOptions = {
  /** A WAV file the fake microphone plays (looped) instead of its beep. */
  microphoneFile?: string;
  /** Runs Chromium inside this network namespace (a wrapper script in `dir`). */
  netns?: { name: string; dir: string };
  /**
   * Plain-http origins treated as secure, as a site behind TLS is: PKCE's crypto.subtle and the
   * microphone need a secure context, which only localhost is without TLS.
   */
  secureOrigins?: string[];
};

export async function launchChromium(options: ChromiumOptions = {}): Promise<Browser> {
  let executablePath = '/usr/bin/chromium';
  if (options.netns) {
    executablePath = join(options.netns.dir, 'chromium-in-netns');
    await writeFile(executablePath, `#!/bin/sh\nexec ip netns exec ${options.netns.name} /usr/bin/chromium "$@"\n`);
    await chmod(executablePath, 0o755);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      ...(options.microphoneFile ? [`--use-file-for-fake-audio-capture=${options.microphoneFile}`] : []),
      ...(options.secureOrigins?.length
        ? [`--unsafely-treat-insecure-origin-as-secure=${options.secureOrigins.join(',')}`]
        : []),
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** Records every state the header's softphone pill shows, from the first page load on. */
export const PILL_RECORDER = `
  window.__pillStates = [];
  setInterval(() => {
    const pill = document.querySelector('[data-testid="softphone-pill"]');
    const state = pill && pill.getAttribute('data-state');
    if (state && window.__pillStates[window.__pillStates.length - 1] !== state) window.__pillStates.push(state);
  }, 10);
`;
