/**
 * The gateway's SIP relay against real SIP software: Kamailio (PBX, SIP over WebSocket) and
 * baresip (the customer's phone, auto-answer). The agent's softphone is JsSIP in Node,
 * registering through /gateway/sip with an access token, exactly as the web app does.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSipClient } from '../../src/testing/fake-pbx.js';
import { startTelephonyGateway, type TelephonyTestGateway } from '../../src/testing/telephony.js';
import { type Baresip, startBaresip } from './harness/baresip.js';
import { type Kamailio, startKamailio } from './harness/kamailio.js';
import { type NodeSoftphone, sessionEvent, startNodeSoftphone } from './harness/node-softphone.js';
import { waitFor } from './harness/ports.js';

const CUSTOMER = '+51987654321';

let kamailio: Kamailio;
let customer: Baresip;
let gateway: TelephonyTestGateway;
let relayUrl: string;
let extension: string;
let otherExtension: string;
const phones: NodeSoftphone[] = [];

async function softphone(
  options: { username?: string; extension?: string; register?: boolean; permissions?: string[] } = {},
) {
  const token = await gateway.token(
    options.username ?? 'agent',
    options.permissions ? { permissions: options.permissions } : {},
  );
  const phone = await startNodeSoftphone({
    relayUrl,
    token,
    extension: options.extension ?? extension,
    register: options.register,
  });
  phones.push(phone);
  return { phone, token };
}

beforeAll(async () => {
  kamailio = await startKamailio();
  customer = await startBaresip(CUSTOMER, kamailio);
  gateway = await startTelephonyGateway(kamailio.wsUrl, { logLevel: process.env.TELEPHONY_DEBUG ? 'debug' : 'silent' });
  relayUrl = `${gateway.url.replace(/^http/, 'ws')}/gateway/sip`;
  extension = await gateway.extensionOf('agent');
  otherExtension = await gateway.extensionOf('agent2');
});

afterEach(async () => {
  await Promise.all(phones.splice(0).map((p) => p.stop()));
  await customer.hangupAll();
});

afterAll(async () => {
  if (process.env.TELEPHONY_DEBUG) {
    console.log(`── kamailio\n${kamailio?.log()}\n── baresip\n${customer?.log()}`);
  }
  await Promise.all(phones.map((p) => p.stop()));
  await gateway?.close();
  await customer?.stop();
  await kamailio?.stop();
});

describe('softphone through the relay to Kamailio', () => {
  it('/config.json tells the web app that telephony is on when a PBX is configured', async () => {
    const response = await fetch(`${gateway.url}/config.json`);
    expect(((await response.json()) as { sipEnabled: boolean }).sipEnabled).toBe(true);
  });

  it('PHONE-12 PHONE-14 registers as its own extension with expiry 360 and X-Auth-Token', async () => {
    const { phone, token } = await softphone();
    await phone.waitFor('registered');
    expect(await kamailio.registeredUsers()).toContain(extension);
    const register = kamailio
      .requests()
      .find((r) => r.method === 'REGISTER' && r.from?.startsWith(`sip:${extension}@`));
    expect(register?.xauth).toBe(token);
    expect(phone.framesReceived().some((f) => /^SIP\/2\.0 200/.test(f) && /expires=360/i.test(f))).toBe(true);
  });

  it('PHONE-15 PHONE-16 PHONE-17 PHONE-43 calls the customer: 200, ACK, BYE, with the call headers at the PBX', async () => {
    // Dialing a number rather than a lead takes the grant an administrator gives (decision 1795).
    const { phone, token } = await softphone({ permissions: ['voip:outbound', 'voip:dial-any-number'] });
    await phone.waitFor('registered');
    const session = phone.call(`sip:${CUSTOMER}@umbrella.test`, [
      'Diversion: <sip:4711@umbrella.test>',
      'ClientPhoneNumber: 4711',
    ]);
    expect(await sessionEvent(session, ['confirmed', 'failed'])).toMatchObject({ name: 'confirmed' });
    await waitFor(async () => (await customer.activeCalls()) === 1, 5_000, 'the customer to have the call');
    const invite = kamailio.requests().find((r) => r.method === 'INVITE' && r.ruri?.startsWith(`sip:${CUSTOMER}@`));
    expect(invite).toMatchObject({ xauth: token, diversion: '<sip:4711@umbrella.test>', clientphone: '4711' });
    await waitFor(
      () => kamailio.requests().some((r) => r.method === 'ACK' && r.callid === invite?.callid),
      3_000,
      'the ACK at the PBX',
    );

    const ended = sessionEvent(session, ['ended']);
    session.terminate();
    await ended;
    await waitFor(
      () => kamailio.requests().some((r) => r.method === 'BYE' && r.callid === invite?.callid),
      3_000,
      'the BYE at the PBX',
    );
    await waitFor(async () => (await customer.activeCalls()) === 0, 5_000, 'the customer to hang up');
  });

  it('PHONE-07 PHONE-28 answers a call from the customer, whose number the browser side never sees', async () => {
    const { phone } = await softphone();
    await phone.waitFor('registered');
    await customer.command('dial', `sip:${extension}@127.0.0.1:${kamailio.udpPort}`);
    const session = await phone.incoming();
    expect(session.remote_identity.uri.user).toBe('****');
    const confirmed = sessionEvent(session, ['confirmed', 'failed']);
    session.answer({ mediaConstraints: { audio: false, video: false } });
    expect(await confirmed).toMatchObject({ name: 'confirmed' });
    const ended = sessionEvent(session, ['ended']);
    await customer.command('hangup');
    expect(await ended).toMatchObject({ name: 'ended' });
    expect(phone.framesReceived().filter((f) => f.includes(CUSTOMER.slice(1)))).toEqual([]);
  });

  it('registering as another extension is answered 403 by the relay and never reaches Kamailio', async () => {
    const before = kamailio.requests().length;
    const { phone } = await softphone({ extension: otherExtension });
    await phone.waitFor('registrationFailed');
    const seen = kamailio.requests().slice(before);
    expect(seen.some((r) => r.from?.startsWith(`sip:${otherExtension}@`))).toBe(false);
    expect(await kamailio.registeredUsers()).not.toContain(otherExtension);
  });

  it('calling as another extension is answered 403 by the relay and never reaches Kamailio', async () => {
    const before = kamailio.requests().length;
    const { phone } = await softphone({ extension: otherExtension, register: false });
    await phone.waitFor('connected');
    const session = phone.call(`sip:${CUSTOMER}@umbrella.test`);
    expect(await sessionEvent(session, ['failed', 'confirmed'])).toMatchObject({ name: 'failed', cause: 'Rejected' });
    expect(
      kamailio
        .requests()
        .slice(before)
        .some((r) => r.method === 'INVITE'),
    ).toBe(false);
    expect(await customer.activeCalls()).toBe(0);
  });

  it('MESSAGE, INVITE and REGISTER as another extension with a made-up To tag and a Route to Kamailio are answered 403 and never reach it', async () => {
    const client = await openSipClient(`${relayUrl}?access_token=${await gateway.token('agent')}`);
    try {
      const route = `Route: <sip:127.0.0.1:${kamailio.udpPort};lr>`;
      const forged = (method: string, ruri: string, to: string, callId: string) =>
        [
          `${method} ${ruri} SIP/2.0`,
          `Via: SIP/2.0/WSS forged.invalid;branch=z9hG4bK${callId}`,
          'Max-Forwards: 69',
          route,
          `To: ${to};tag=made-up`,
          `From: <sip:${otherExtension}@umbrella.test>;tag=${callId}`,
          `Call-ID: ${callId}`,
          `CSeq: 1 ${method}`,
          'Content-Length: 0',
          '',
          '',
        ].join('\r\n');
      const requests = [
        forged('MESSAGE', `sip:${otherExtension}@umbrella.test`, `<sip:${otherExtension}@umbrella.test>`, 'forged-1'),
        forged('INVITE', `sip:${CUSTOMER}@umbrella.test`, `<sip:${CUSTOMER}@umbrella.test>`, 'forged-2'),
        forged('REGISTER', 'sip:umbrella.test', `<sip:${otherExtension}@umbrella.test>`, 'forged-3'),
      ];
      for (const frame of requests) client.send(frame);
      for (const callId of ['forged-1', 'forged-2', 'forged-3'])
        expect(await client.next((m) => m.headers.some((h) => h.value === callId))).toMatchObject({ status: 403 });
      await new Promise((r) => setTimeout(r, 300));
      expect(kamailio.requests().filter((r) => r.callid?.startsWith('forged-'))).toEqual([]);
      expect(await kamailio.registeredUsers()).not.toContain(otherExtension);
      expect(await customer.activeCalls()).toBe(0);
    } finally {
      client.close();
    }
  });

  it('dials no raw number without the grant: 403 from the relay, nothing at Kamailio', async () => {
    const before = kamailio.requests().length;
    const { phone } = await softphone();
    await phone.waitFor('registered');
    const session = phone.call(`sip:${CUSTOMER}@umbrella.test`);
    expect(await sessionEvent(session, ['failed', 'confirmed'])).toMatchObject({ name: 'failed', cause: 'Rejected' });
    expect(
      kamailio
        .requests()
        .slice(before)
        .some((r) => r.method === 'INVITE'),
    ).toBe(false);
  });

  it('a masked call reaches the customer with the real number while the browser side never sees it', async () => {
    const leadId = await gateway.insertLead('pe-central', CUSTOMER);
    const { phone } = await softphone();
    await phone.waitFor('registered');
    const session = phone.call(`sip:lead-${leadId}@umbrella.test`, [`Diversion: <sip:${leadId}@umbrella.test>`]);
    expect(await sessionEvent(session, ['confirmed', 'failed'])).toMatchObject({ name: 'confirmed' });
    await waitFor(async () => (await customer.activeCalls()) === 1, 5_000, 'the customer to have the call');
    const invite = kamailio.requests().find((r) => r.method === 'INVITE' && r.ruri === `sip:${CUSTOMER}@umbrella.test`);
    expect(invite).toBeDefined();
    const ended = sessionEvent(session, ['ended']);
    session.terminate();
    await ended;
    await waitFor(async () => (await customer.activeCalls()) === 0, 5_000, 'the customer to hang up');
    const digits = CUSTOMER.slice(1);
    expect(phone.framesReceived().length).toBeGreaterThan(3);
    expect(phone.framesReceived().filter((f) => f.includes(digits))).toEqual([]);
  });

  it('a relay socket reset mid-call: the softphone re-INVITEs on the new socket and the customer’s hang-up ends its call within 5 s', async () => {
    const leadId = await gateway.insertLead('pe-central', CUSTOMER);
    const { phone } = await softphone();
    await phone.waitFor('registered');
    const session = phone.call(`sip:lead-${leadId}@umbrella.test`, [`Diversion: <sip:${leadId}@umbrella.test>`]);
    expect(await sessionEvent(session, ['confirmed', 'failed'])).toMatchObject({ name: 'confirmed' });
    await waitFor(async () => (await customer.activeCalls()) === 1, 5_000, 'the customer to have the call');
    const callId = kamailio
      .requests()
      .filter((r) => r.method === 'INVITE' && r.ruri === `sip:${CUSTOMER}@umbrella.test`)
      .at(-1)?.callid;
    const invites = () => kamailio.requests().filter((r) => r.method === 'INVITE' && r.callid === callId).length;
    expect(invites()).toBe(1);

    const registeredAgain = phone.waitFor('registered', 10_000);
    phone.dropSocket();
    await registeredAgain;
    expect(phone.events).toContain('disconnected');
    await waitFor(() => invites() === 2 || undefined, 5_000, 'the re-INVITE at the PBX');
    await waitFor(
      () => kamailio.requests().filter((r) => r.method === 'ACK' && r.callid === callId).length === 2 || undefined,
      5_000,
      'the ACK of the re-INVITE',
    );
    expect(session.isEstablished()).toBe(true);

    const ended = sessionEvent(session, ['ended'], 5_000);
    const hungUpAt = Date.now();
    await customer.command('hangup');
    expect(await ended).toMatchObject({ name: 'ended', cause: 'Terminated' });
    expect(Date.now() - hungUpAt).toBeLessThan(5_000);
    expect(phone.framesReceived().filter((f) => f.includes(CUSTOMER.slice(1)))).toEqual([]);
  });

  it('the customer hanging up while the relay socket is down: the agent’s call ends once the re-INVITE is refused', async () => {
    const leadId = await gateway.insertLead('pe-central', CUSTOMER);
    const { phone } = await softphone();
    await phone.waitFor('registered');
    const session = phone.call(`sip:lead-${leadId}@umbrella.test`, [`Diversion: <sip:${leadId}@umbrella.test>`]);
    expect(await sessionEvent(session, ['confirmed', 'failed'])).toMatchObject({ name: 'confirmed' });
    await waitFor(async () => (await customer.activeCalls()) === 1, 5_000, 'the customer to have the call');

    const ended = sessionEvent(session, ['ended'], 10_000);
    const droppedAt = Date.now();
    phone.dropSocket();
    await customer.command('hangup');
    await waitFor(async () => (await customer.activeCalls()) === 0, 5_000, 'the customer to hang up');
    // 481 (Dialog Error): from baresip, or from the relay when the customer's BYE reached it on
    // the old socket just before that closed.
    expect(await ended).toMatchObject({ name: 'ended', cause: 'Dialog Error' });
    // JsSIP's first reconnect wait is 2 s; the registration and the re-INVITE follow at once.
    expect(Date.now() - droppedAt).toBeLessThan(5_000);
  });

  it('a relay socket reset during a call the agent answered: the customer’s hang-up still ends it within 5 s', async () => {
    const { phone } = await softphone();
    await phone.waitFor('registered');
    await customer.command('dial', `sip:${extension}@127.0.0.1:${kamailio.udpPort}`);
    const session = await phone.incoming();
    const confirmed = sessionEvent(session, ['confirmed', 'failed']);
    session.answer({ mediaConstraints: { audio: false, video: false } });
    expect(await confirmed).toMatchObject({ name: 'confirmed' });

    const registeredAgain = phone.waitFor('registered', 10_000);
    phone.dropSocket();
    await registeredAgain;
    const callId = kamailio
      .requests()
      .filter((r) => r.method === 'INVITE' && r.ruri?.startsWith(`sip:${extension}@`))
      .at(-1)?.callid;
    await waitFor(
      () =>
        kamailio.requests().some((r) => r.method === 'ACK' && r.callid === callId && r.from?.includes(extension)) ||
        undefined,
      5_000,
      'the ACK of the agent’s re-INVITE',
    );

    const ended = sessionEvent(session, ['ended'], 5_000);
    const hungUpAt = Date.now();
    await customer.command('hangup');
    expect(await ended).toMatchObject({ name: 'ended', cause: 'Terminated' });
    expect(Date.now() - hungUpAt).toBeLessThan(5_000);
    expect(phone.framesReceived().filter((f) => f.includes(CUSTOMER.slice(1)))).toEqual([]);
  });

  it('Kamailio restarting mid-call: registered again, the softphone re-INVITEs and the customer’s hang-up ends its call within 5 s', async () => {
    const leadId = await gateway.insertLead('pe-central', CUSTOMER);
    const { phone } = await softphone();
    await phone.waitFor('registered');
    const session = phone.call(`sip:lead-${leadId}@umbrella.test`, [`Diversion: <sip:${leadId}@umbrella.test>`]);
    expect(await sessionEvent(session, ['confirmed', 'failed'])).toMatchObject({ name: 'confirmed' });
    await waitFor(async () => (await customer.activeCalls()) === 1, 5_000, 'the customer to have the call');
    const callId = kamailio
      .requests()
      .filter((r) => r.method === 'INVITE' && r.ruri === `sip:${CUSTOMER}@umbrella.test`)
      .at(-1)?.callid;

    const registeredAgain = phone.waitFor('registered', 15_000);
    await kamailio.restart();
    await registeredAgain;
    // The restarted Kamailio's log starts empty: this ACK is the re-INVITE's.
    await waitFor(
      () => kamailio.requests().some((r) => r.method === 'ACK' && r.callid === callId) || undefined,
      5_000,
      'the ACK of the re-INVITE at the restarted Kamailio',
    );
    expect(session.isEstablished()).toBe(true);

    const ended = sessionEvent(session, ['ended'], 5_000);
    const hungUpAt = Date.now();
    await customer.command('hangup');
    expect(await ended).toMatchObject({ name: 'ended', cause: 'Terminated' });
    expect(Date.now() - hungUpAt).toBeLessThan(5_000);
  });

  it('after Kamailio restarts the softphone is registered again within 10 s, without a reload', async () => {
    const { phone } = await softphone();
    await phone.waitFor('registered');
    await kamailio.restart();
    const restartedAt = Date.now();
    expect(await kamailio.registeredUsers()).not.toContain(extension);
    await waitFor(async () => (await kamailio.registeredUsers()).includes(extension), 10_000, 're-registration');
    expect(Date.now() - restartedAt).toBeLessThan(10_000);
    expect(phone.events).toContain('disconnected');
  });
});
