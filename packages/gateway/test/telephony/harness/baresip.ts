/**
 * baresip (Debian's baresip-core) as the customer's phone: registers over UDP at the Kamailio
 * under test as the given user (a real customer number), answers every call by itself, and takes
 * commands (dial, hang up, list calls) over its ctrl_tcp socket for the assertions.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { delay, freePort, tcpPortFree, waitFor } from './ports.js';

export type Baresip = {
  user: string;
  /** Sends a ctrl_tcp command; resolves with its text answer. */
  command(command: string, params?: string): Promise<string>;
  /** How many calls baresip has open. */
  activeCalls(): Promise<number>;
  /** Hangs up until no call is left. */
  hangupAll(): Promise<void>;
  log(): string;
  stop(): Promise<void>;
};

export type BaresipOptions = {
  /** How baresip is started (e.g. inside a network namespace); directly by default. */
  exec?: (command: string, args: string[]) => [string, string[]];
  /** The interface address it offers media on; 127.0.0.1 by default (signalling-only tests). */
  address?: string;
  /** The tone it plays to the caller, in Hz (440 by default). */
  tone?: number;
  /**
   * WebRTC media as a browser needs it (opus over DTLS-SRTP with ICE), and the decoded audio it
   * receives written per call under this directory (sndfile's *-dec.wav).
   */
  webrtc?: { recordDir: string };
};

/**
 * baresip also listens for SIP over TLS on the port after its SIP port, so that one must be free
 * too and not the control port (two free ports in a row are often neighbours: the clash failed a
 * registration with "SIP/TLS transport failed: Address already in use").
 */
async function sipAndControlPorts(): Promise<[number, number]> {
  for (;;) {
    const sip = await freePort();
    if (!(await tcpPortFree(sip + 1))) continue;
    const control = await freePort();
    if (control !== sip + 1) return [sip, control];
  }
}

export async function startBaresip(
  user: string,
  registrar: { udpPort: number },
  options: BaresipOptions = {},
): Promise<Baresip> {
  const dir = await mkdtemp(join(tmpdir(), 'umbrella-baresip-'));
  const [sipPort, ctrlPort] = await sipAndControlPorts();
  const address = options.address ?? '127.0.0.1';
  const webrtc = options.webrtc;
  await writeFile(
    join(dir, 'config'),
    [
      'poll_method epoll',
      `sip_listen ${address}:${sipPort}`,
      // Must be an address: "lo" is not accepted as an interface name.
      `net_interface ${address}`,
      `audio_player aufile,${join(dir, 'heard.wav')}`,
      `audio_source ausine,${options.tone ?? 440}`,
      // ausine makes 48 kHz stereo only; baresip resamples for PCMU.
      'ausrc_srate 48000',
      'auplay_srate 48000',
      'ausrc_channels 2',
      `audio_alert aufile,${join(dir, 'alert.wav')}`,
      'module_path /usr/lib/baresip/modules',
      // Before account.so: an account names its codecs and media modules when it is read.
      ...(webrtc
        ? ['rtcp_mux yes', 'module opus.so', 'module ice.so', 'module dtls_srtp.so', 'module sndfile.so']
        : []),
      'module g711.so',
      'module ausine.so',
      'module aufile.so',
      'module account.so',
      'module menu.so',
      'module ctrl_tcp.so',
      `ctrl_tcp_listen ${address}:${ctrlPort}`,
      ...(webrtc ? [`snd_path ${webrtc.recordDir}`] : []),
      '',
    ].join('\n'),
  );
  const media = webrtc ? ';mediaenc=dtls_srtp;medianat=ice;audio_codecs=opus/48000/2,PCMU' : ';audio_codecs=PCMU';
  await writeFile(
    join(dir, 'accounts'),
    `<sip:${user}@127.0.0.1:${registrar.udpPort}>;answermode=auto;regint=60${media}\n`,
  );
  let output = '';
  const [command0, args0] = (options.exec ?? ((c: string, a: string[]) => [c, a] as [string, string[]]))('baresip', [
    '-f',
    dir,
  ]);
  const child: ChildProcess = spawn(command0, args0, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  let token = 0;
  const command = (name: string, params?: string) =>
    new Promise<string>((resolve, reject) => {
      const id = String(++token);
      const json = JSON.stringify({ command: name, params, token: id });
      const socket = connect(ctrlPort, address, () => socket.write(`${Buffer.byteLength(json)}:${json},`));
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        const match = /^(\d+):/.exec(received);
        if (!match) return;
        const length = Number(match[1]);
        const start = (match[0] as string).length;
        if (Buffer.byteLength(received) < start + length + 1) return;
        socket.end();
        const answer = JSON.parse(received.slice(start, start + length)) as { ok: boolean; data?: string };
        resolve(answer.data ?? '');
      });
      socket.on('error', reject);
      setTimeout(() => reject(new Error(`baresip did not answer ${name}`)), 3_000).unref();
    });

  await waitFor(
    () => output.includes('200 OK') && output.includes(user),
    10_000,
    `baresip to register as ${user}`,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });

  return {
    user,
    command,
    async activeCalls() {
      const list = await command('listcalls');
      return Number(/Active calls \((\d+)\)/.exec(list)?.[1] ?? 0);
    },
    async hangupAll() {
      for (let i = 0; i < 5 && Number(/Active calls \((\d+)\)/.exec(await command('listcalls'))?.[1] ?? 0) > 0; i++) {
        await command('hangup');
        await delay(100);
      }
    },
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // With a call or a registration open baresip needs a second SIGTERM.
        child.kill('SIGTERM');
        await Promise.race([exited, delay(1_000)]);
        if (child.exitCode === null) child.kill('SIGTERM');
        await Promise.race([exited, delay(2_000)]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
