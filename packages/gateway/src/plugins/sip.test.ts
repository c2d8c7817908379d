import { SIP_HEADERS } from '@umbrella/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callIdOf, headerValue, type SipMessage } from '../sip/message.js';
import { type FakePbx, openSipClient, type SipTestClient, startFakePbx } from '../testing/fake-pbx.js';
import { startRemoteTelephonyGateway, startTelephonyGateway, type TelephonyTestGateway } from '../testing/telephony.js';

let pbx: FakePbx;
let gateway: TelephonyTestGateway;
let extension: string;
let otherExtension: string;
const clients: SipTestClient[] = [];

const relayUrl = (token: string) => `${gateway.url.replace(/^http/, 'ws')}/gateway/sip?access_token=${token}`;
async function connect(username = 'agent', token?: string): Promise<SipTestClient> {
  const client = await openSipClient(relayUrl(token ?? (await gateway.token(username))));
  clients.push(client);
  return client;
}

let sequence = 0;
function request(method: string, ruri: string, from: string, to: string, extra: string[] = []) {
  const callId = `call-${++sequence}`;
  const frame = [
    `${method} ${ruri} SIP/2.0`,
    `Via: SIP/2.0/WSS browser.invalid;branch=z9hG4bK${sequence}`,
    'Max-Forwards: 69',
    `To: ${to}`,
    `From: ${from};tag=t${sequence}`,
    `Call-ID: ${callId}`,
    `CSeq: 1 ${method}`,
    ...extra,
    'Content-Length: 0',
    '',
    '',
  ].join('\r\n');
  return { frame, callId };
}
const isCall = (callId: string) => (message: SipMessage) => callIdOf(message) === callId;

/** The PBX's 200 OK to an INVITE it received, with its own To tag: the dialog is set up. */
function answer(invite: SipMessage, toTag: string): string {
  return [
    'SIP/2.0 200 OK',
    ...invite.headers.filter((h) => h.name === 'Via').map((h) => `Via: ${h.value}`),
    `From: ${headerValue(invite, 'from')}`,
    `To: ${headerValue(invite, 'to')};tag=${toTag}`,
    'Contact: <sip:far@10.200.0.2:5060>',
    `Call-ID: ${callIdOf(invite)}`,
    'CSeq: 1 INVITE',
    'Content-Length: 0',
    '',
    '',
  ].join('\r\n');
}

beforeAll(async () => {
  pbx = await startFakePbx();
  gateway = await startTelephonyGateway(pbx.url, { sip: { pingIntervalMs: 200, maxConnectionsPerAccount: 3 } });
  extension = await gateway.extensionOf('agent');
  otherExtension = await gateway.extensionOf('agent2');
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(async () => {
  await gateway.close();
  await pbx.close();
});

describe('/gateway/sip upgrade', () => {
  it('refuses without a token (401) and with an expired one (401)', async () => {
    await expect(openSipClient(`${gateway.url.replace(/^http/, 'ws')}/gateway/sip`)).rejects.toMatchObject({
      statusCode: 401,
    });
    const expired = await gateway.token('agent', {}, { expiresIn: -30 });
    await expect(openSipClient(relayUrl(expired))).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses a user without the voip feature with 403', async () => {
    await expect(openSipClient(relayUrl(await gateway.token('manager')))).rejects.toMatchObject({ statusCode: 403 });
  });

  it('refuses a voip user without an extension with 403 NO_EXTENSION', async () => {
    const token = await gateway.token('support', { features: ['voip'] });
    await expect(openSipClient(relayUrl(token))).rejects.toMatchObject({
      statusCode: 403,
      body: expect.stringContaining('NO_EXTENSION'),
    });
  });

  it('opens with a single-use ticket asked with the bearer token, so no token is in the URL; a used or made-up ticket is 401', async () => {
    const token = await gateway.token('agent');
    const asked = await fetch(`${gateway.url}/gateway/sip/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('cache-control')).toBe('no-store');
    const { ticket, expiresIn } = (await asked.json()) as { ticket: string; expiresIn: number };
    expect(expiresIn).toBe(30);
    expect(ticket).not.toContain(token);
    const wsUrl = `${gateway.url.replace(/^http/, 'ws')}/gateway/sip?ticket=${ticket}`;
    const client = await openSipClient(wsUrl);
    clients.push(client);
    const { frame, callId } = request(
      'REGISTER',
      'sip:umbrella.test',
      `<sip:${extension}@umbrella.test>`,
      `<sip:${extension}@umbrella.test>`,
    );
    client.send(frame);
    expect(headerValue(await pbx.next(isCall(callId)), SIP_HEADERS.authToken)).toBe(token);
    await expect(openSipClient(wsUrl)).rejects.toMatchObject({ statusCode: 401 });
    await expect(
      openSipClient(`${gateway.url.replace(/^http/, 'ws')}/gateway/sip?ticket=made-up`),
    ).rejects.toMatchObject({ statusCode: 401 });
  });

  it('gives a ticket only to a signed-in voip user: 401 without a token, 403 without voip', async () => {
    const ask = async (token?: string) =>
      (
        await fetch(`${gateway.url}/gateway/sip/ticket`, {
          method: 'POST',
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      ).status;
    expect(await ask()).toBe(401);
    expect(await ask('not-a-token')).toBe(401);
    expect(await ask(await gateway.token('manager'))).toBe(403);
  });

  it('accepts the token from the access_token cookie', async () => {
    const token = await gateway.token('agent');
    const client = await openSipClient(`${gateway.url.replace(/^http/, 'ws')}/gateway/sip`, {
      cookie: `access_token=${token}`,
    });
    clients.push(client);
    expect(client.socket.protocol).toBe('sip');
  });

  it('limits the connections per account (429)', async () => {
    await connect();
    await connect();
    await connect();
    await expect(connect()).rejects.toMatchObject({ statusCode: 429 });
  });

  it('answers 503 before accepting the socket when the PBX cannot be reached', async () => {
    const down = await startTelephonyGateway('ws://127.0.0.1:9/ws');
    try {
      const token = await down.token('agent');
      await expect(
        openSipClient(`${down.url.replace(/^http/, 'ws')}/gateway/sip?access_token=${token}`),
      ).rejects.toMatchObject({
        statusCode: 503,
        body: expect.stringContaining('PBX_UNAVAILABLE'),
      });
    } finally {
      await down.close();
    }
  });

  it('works with a remote back-office too: it is asked over HTTP for the extension and the masked number', async () => {
    const remote = await startRemoteTelephonyGateway(pbx.url);
    try {
      const leadId = await remote.insertLead('pe-central', '+51944555666');
      const own = await remote.extensionOf('agent');
      const client = await openSipClient(
        `${remote.url.replace(/^http/, 'ws')}/gateway/sip?access_token=${await remote.token('agent')}`,
      );
      clients.push(client);
      const { frame, callId } = request(
        'INVITE',
        `sip:lead-${leadId}@umbrella.test`,
        `<sip:${own}@umbrella.test>`,
        `<sip:lead-${leadId}@umbrella.test>`,
      );
      client.send(frame);
      expect(await pbx.next(isCall(callId))).toMatchObject({ uri: 'sip:+51944555666@umbrella.test' });
    } finally {
      await remote.close();
    }
  }, 60_000); // It starts a back-office of its own (migrations on PGlite) before its gateway.

  it('answers 503 VOIP_NOT_CONFIGURED when no PBX is configured', async () => {
    const off = await startTelephonyGateway(undefined);
    try {
      const token = await off.token('agent', { features: ['voip'] });
      await expect(
        openSipClient(`${off.url.replace(/^http/, 'ws')}/gateway/sip?access_token=${token}`),
      ).rejects.toMatchObject({
        statusCode: 503,
        body: expect.stringContaining('VOIP_NOT_CONFIGURED'),
      });
    } finally {
      await off.close();
    }
  });
});

describe('/gateway/sip relaying', () => {
  it('PHONE-16 relays a REGISTER of the own extension with X-Auth-Token set to the verified token, and the answer back', async () => {
    const token = await gateway.token('agent');
    const client = await connect('agent', token);
    const { frame, callId } = request(
      'REGISTER',
      'sip:umbrella.test',
      `<sip:${extension}@umbrella.test>`,
      `<sip:${extension}@umbrella.test>`,
      [`${SIP_HEADERS.authToken}: forged-by-the-page`.replace('forged-by-the-page', token)],
    );
    client.send(frame);
    const received = await pbx.next(isCall(callId));
    expect(headerValue(received, SIP_HEADERS.authToken)).toBe(token);
    expect(await client.next(isCall(callId))).toMatchObject({ kind: 'response', status: 200 });
  });

  it('answers a forged X-Auth-Token with 403 and forwards nothing', async () => {
    const client = await connect();
    const { frame, callId } = request(
      'REGISTER',
      'sip:umbrella.test',
      `<sip:${extension}@umbrella.test>`,
      `<sip:${extension}@umbrella.test>`,
      ['X-Auth-Token: not-a-token'],
    );
    client.send(frame);
    expect(await client.next(isCall(callId))).toMatchObject({ kind: 'response', status: 403 });
    expect(pbx.frames.some(isCall(callId))).toBe(false);
  });

  it('answers REGISTER and INVITE as another extension with 403 and never forwards them', async () => {
    const client = await connect();
    const register = request(
      'REGISTER',
      'sip:umbrella.test',
      `<sip:${otherExtension}@umbrella.test>`,
      `<sip:${otherExtension}@umbrella.test>`,
    );
    const invite = request(
      'INVITE',
      'sip:*43@umbrella.test',
      `<sip:${otherExtension}@umbrella.test>`,
      '<sip:*43@umbrella.test>',
    );
    client.send(register.frame);
    client.send(invite.frame);
    expect(await client.next(isCall(register.callId))).toMatchObject({ status: 403 });
    const refused = await client.next(isCall(invite.callId));
    expect(refused).toMatchObject({ status: 403 });
    // The ACK for the refused INVITE stops at the relay too.
    const ack = request(
      'ACK',
      'sip:*43@umbrella.test',
      `<sip:${otherExtension}@umbrella.test>`,
      headerValue(refused, 'to') ?? '',
    );
    client.send(ack.frame.replace(/Call-ID: .*/, `Call-ID: ${invite.callId}`));
    await new Promise((r) => setTimeout(r, 100));
    expect(pbx.frames.some((f) => callIdOf(f) === register.callId || callIdOf(f) === invite.callId)).toBe(false);
  });

  it('refuses MESSAGE, INVITE and REGISTER as another extension with a made-up To tag and a Route to the PBX: 403, nothing reaches the PBX', async () => {
    const client = await connect();
    const route = ['Route: <sip:pbx.umbrella.test;transport=ws;lr>'];
    const message = request(
      'MESSAGE',
      `sip:${otherExtension}@umbrella.test`,
      `<sip:${otherExtension}@umbrella.test>`,
      `<sip:${otherExtension}@umbrella.test>;tag=made-up`,
      route,
    );
    const invite = request(
      'INVITE',
      'sip:*43@umbrella.test',
      `<sip:${otherExtension}@umbrella.test>`,
      '<sip:*43@umbrella.test>;tag=made-up',
      route,
    );
    const register = request(
      'REGISTER',
      'sip:umbrella.test',
      `<sip:${otherExtension}@umbrella.test>`,
      `<sip:${otherExtension}@umbrella.test>;tag=made-up`,
      route,
    );
    for (const { frame } of [message, invite, register]) client.send(frame);
    for (const { callId } of [message, invite, register])
      expect(await client.next(isCall(callId))).toMatchObject({ kind: 'response', status: 403 });
    await new Promise((r) => setTimeout(r, 100));
    expect(pbx.frames.some((f) => [message, invite, register].some(({ callId }) => callIdOf(f) === callId))).toBe(
      false,
    );
  });

  it('judges an INVITE with a made-up To tag as a new call: a raw number is refused, a lead is unmasked', async () => {
    const client = await connect();
    const raw = request(
      'INVITE',
      'sip:+51911000111@umbrella.test',
      `<sip:${extension}@umbrella.test>`,
      '<sip:+51911000111@umbrella.test>;tag=made-up',
    );
    client.send(raw.frame);
    expect(await client.next(isCall(raw.callId))).toMatchObject({ status: 403 });
    const leadId = await gateway.insertLead('pe-central', '+51911444555');
    const lead = request(
      'INVITE',
      `sip:lead-${leadId}@umbrella.test`,
      `<sip:${extension}@umbrella.test>`,
      `<sip:lead-${leadId}@umbrella.test>;tag=made-up`,
    );
    client.send(lead.frame);
    const received = await pbx.next(isCall(lead.callId));
    expect(received).toMatchObject({ uri: 'sip:+51911444555@umbrella.test' });
    expect(headerValue(received, SIP_HEADERS.authToken)).toBeTruthy();
    expect(pbx.frames.some(isCall(raw.callId))).toBe(false);
  });

  it('refuses a raw number or another extension without voip:dial-any-number, and dials it with the grant', async () => {
    const client = await connect();
    const number = request(
      'INVITE',
      'sip:+51911000222@umbrella.test',
      `<sip:${extension}@umbrella.test>`,
      '<sip:+51911000222@umbrella.test>',
    );
    const colleague = request(
      'INVITE',
      `sip:${otherExtension}@umbrella.test`,
      `<sip:${extension}@umbrella.test>`,
      `<sip:${otherExtension}@umbrella.test>`,
    );
    client.send(number.frame);
    client.send(colleague.frame);
    expect(await client.next(isCall(number.callId))).toMatchObject({ status: 403 });
    expect(await client.next(isCall(colleague.callId))).toMatchObject({ status: 403 });
    expect(pbx.frames.some((f) => callIdOf(f) === number.callId || callIdOf(f) === colleague.callId)).toBe(false);

    const granted = await gateway.token('agent', {
      permissions: ['read:lead', 'task:current', 'voip:outbound', 'voip:dial-any-number'],
    });
    const admin = await connect('agent', granted);
    const again = request(
      'INVITE',
      'sip:+51911000222@umbrella.test',
      `<sip:${extension}@umbrella.test>`,
      '<sip:+51911000222@umbrella.test>',
    );
    admin.send(again.frame);
    expect(await pbx.next(isCall(again.callId))).toMatchObject({ uri: 'sip:+51911000222@umbrella.test' });
  });

  it('forwards the requests of a call it saw set up, on a later socket too, with the masked number put back', async () => {
    const leadId = await gateway.insertLead('pe-central', '+51911777888');
    const reference = `lead-${leadId}`;
    const first = await connect();
    const invite = request(
      'INVITE',
      `sip:${reference}@umbrella.test`,
      `<sip:${extension}@umbrella.test>`,
      `<sip:${reference}@umbrella.test>`,
    );
    first.send(invite.frame);
    pbx.broadcast(answer(await pbx.next(isCall(invite.callId)), 'far'));
    expect(await first.next(isCall(invite.callId))).toMatchObject({ status: 200 });
    first.close();
    await first.closed;

    // The socket of a reconnect ends the call: same dialog, the reference becomes the number again.
    const second = await connect();
    const fromTag = invite.callId.replace('call-', 't');
    const bye = [
      `BYE sip:${reference}@umbrella.test SIP/2.0`,
      'Via: SIP/2.0/WSS browser.invalid;branch=z9hG4bKbye',
      `To: <sip:${reference}@umbrella.test>;tag=far`,
      `From: <sip:${extension}@umbrella.test>;tag=${fromTag}`,
      `Call-ID: ${invite.callId}`,
      'CSeq: 2 BYE',
      'Content-Length: 0',
      '',
      '',
    ].join('\r\n');
    second.send(bye);
    const received = await pbx.next((f) => isCall(invite.callId)(f) && f.kind === 'request' && f.method === 'BYE');
    expect(received).toMatchObject({ uri: 'sip:+51911777888@umbrella.test' });
    expect(headerValue(received, 'to')).toBe('<sip:+51911777888@umbrella.test>;tag=far');
  });

  it('answers 481 to a re-INVITE on a later socket when the PBX’s BYE of that call reached the relay just before the old socket closed', async () => {
    const leadId = await gateway.insertLead('pe-central', '+51911777889');
    const reference = `lead-${leadId}`;
    const first = await connect();
    const invite = request(
      'INVITE',
      `sip:${reference}@umbrella.test`,
      `<sip:${extension}@umbrella.test>`,
      `<sip:${reference}@umbrella.test>`,
    );
    first.send(invite.frame);
    pbx.broadcast(answer(await pbx.next(isCall(invite.callId)), 'far'));
    expect(await first.next(isCall(invite.callId))).toMatchObject({ status: 200 });
    const fromTag = invite.callId.replace('call-', 't');
    // The customer hangs up: the BYE reaches the relay, the browser's socket is already dead.
    pbx.broadcast(
      [
        `BYE sip:${extension}@browser.invalid;transport=ws SIP/2.0`,
        'Via: SIP/2.0/WS pbx.invalid;branch=z9hG4bKpbxbye',
        `From: <sip:+51911777889@umbrella.test>;tag=far`,
        `To: <sip:${extension}@umbrella.test>;tag=${fromTag}`,
        `Call-ID: ${invite.callId}`,
        'CSeq: 7 BYE',
        'Content-Length: 0',
        '',
        '',
      ].join('\r\n'),
    );
    await first.next((m) => isCall(invite.callId)(m) && m.kind === 'request' && m.method === 'BYE');
    first.close();
    await first.closed;

    const second = await connect();
    const reinvite = [
      `INVITE sip:+51911777889@10.200.0.2:5060 SIP/2.0`,
      'Via: SIP/2.0/WSS browser.invalid;branch=z9hG4bKreinvite',
      'Max-Forwards: 69',
      `To: <sip:${reference}@umbrella.test>;tag=far`,
      `From: <sip:${extension}@umbrella.test>;tag=${fromTag}`,
      `Call-ID: ${invite.callId}`,
      'CSeq: 2 INVITE',
      'Content-Length: 0',
      '',
      '',
    ].join('\r\n');
    second.send(reinvite);
    expect(await second.next(isCall(invite.callId))).toMatchObject({ status: 481 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      pbx.frames.some(
        (m) =>
          isCall(invite.callId)(m) &&
          m.kind === 'request' &&
          m.method === 'INVITE' &&
          headerValue(m, 'cseq') === '2 INVITE',
      ),
    ).toBe(false);
  });

  it('PHONE-15 PHONE-17 keeps Diversion and ClientPhoneNumber on a call', async () => {
    const client = await connect();
    const { frame, callId } = request(
      'INVITE',
      'sip:*43@umbrella.test',
      `<sip:${extension}@umbrella.test>`,
      '<sip:*43@umbrella.test>',
      ['Diversion: <sip:77@umbrella.test>', 'ClientPhoneNumber: ****'],
    );
    client.send(frame);
    const received = await pbx.next(isCall(callId));
    expect(headerValue(received, 'diversion')).toBe('<sip:77@umbrella.test>');
    expect(headerValue(received, 'clientphonenumber')).toBe('****');
  });

  it('refuses a call without voip:outbound with 403', async () => {
    const token = await gateway.token('agent', { permissions: ['read:lead', 'task:current'] });
    const client = await connect('agent', token);
    const { frame, callId } = request(
      'INVITE',
      'sip:*43@umbrella.test',
      `<sip:${extension}@umbrella.test>`,
      '<sip:*43@umbrella.test>',
    );
    client.send(frame);
    expect(await client.next(isCall(callId))).toMatchObject({ status: 403 });
    expect(pbx.frames.some(isCall(callId))).toBe(false);
  });

  it('dials a masked lead with the real number while the browser only ever sees the reference', async () => {
    const leadId = await gateway.insertLead('pe-central', '+51911222333');
    const client = await connect();
    const reference = `lead-${leadId}`;
    const { frame, callId } = request(
      'INVITE',
      `sip:${reference}@umbrella.test`,
      `<sip:${extension}@umbrella.test>`,
      `<sip:${reference}@umbrella.test>`,
    );
    client.send(frame);
    const received = await pbx.next(isCall(callId));
    expect(received).toMatchObject({ kind: 'request', uri: 'sip:+51911222333@umbrella.test' });
    expect(headerValue(received, 'to')).toBe('<sip:+51911222333@umbrella.test>');
    pbx.broadcast(
      [
        'SIP/2.0 200 OK',
        ...received.headers.filter((h) => h.name === 'Via').map((h) => `Via: ${h.value}`),
        `From: ${headerValue(received, 'from')}`,
        'To: <sip:+51911222333@umbrella.test>;tag=cust',
        'Contact: <sip:51911222333@10.200.0.2:5060>',
        `Call-ID: ${callId}`,
        'CSeq: 1 INVITE',
        'Content-Length: 0',
        '',
        '',
      ].join('\r\n'),
    );
    const answer = await client.next(isCall(callId));
    const seen = JSON.stringify(answer);
    expect(seen).not.toContain('911222333');
    expect(headerValue(answer, 'to')).toBe(`<sip:${reference}@umbrella.test>;tag=cust`);
    const dials = await gateway.db.selectFrom('voip_dials').selectAll().where('lead_id', '=', leadId).execute();
    expect(dials).toHaveLength(1);
  });

  it('answers a masked call to a lead someone else works on with 403, before the PBX', async () => {
    const leadId = await gateway.insertLead('pe-central', '+51900000001', 'manager');
    const client = await connect();
    const { frame, callId } = request(
      'INVITE',
      `sip:lead-${leadId}@umbrella.test`,
      `<sip:${extension}@umbrella.test>`,
      `<sip:lead-${leadId}@umbrella.test>`,
    );
    client.send(frame);
    expect(await client.next(isCall(callId))).toMatchObject({ status: 403 });
    expect(pbx.frames.some(isCall(callId))).toBe(false);
  });

  it("answers a masked call to a lead outside the agent's regions as to a missing one: 404 (decision 1034)", async () => {
    const leadId = await gateway.insertLead('mx-central', '+525511112222');
    const client = await connect();
    const { frame, callId } = request(
      'INVITE',
      `sip:lead-${leadId}@umbrella.test`,
      `<sip:${extension}@umbrella.test>`,
      `<sip:lead-${leadId}@umbrella.test>`,
    );
    client.send(frame);
    expect(await client.next(isCall(callId))).toMatchObject({ status: 404 });
    expect(pbx.frames.some(isCall(callId))).toBe(false);
  });

  it('closes the browser socket when the PBX connection drops, so the softphone reconnects', async () => {
    const client = await connect();
    pbx.dropAll();
    expect(await client.closed).toBe(1011);
  });

  it('closes the PBX socket when the browser leaves', async () => {
    const client = await connect();
    await new Promise((r) => setTimeout(r, 50));
    const before = pbx.sockets.size;
    client.close();
    await client.closed;
    await new Promise((r) => setTimeout(r, 100));
    expect(pbx.sockets.size).toBe(before - 1);
  });

  it('pings the browser and ends a connection that stops answering', async () => {
    const client = await connect();
    let pings = 0;
    client.socket.on('ping', () => {
      pings++;
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(pings).toBeGreaterThanOrEqual(1);
    // ws answers pings itself; stop it to look dead.
    (client.socket as unknown as { _receiver: { removeAllListeners(e: string): void } })._receiver.removeAllListeners(
      'ping',
    );
    expect(await Promise.race([client.closed, new Promise((r) => setTimeout(() => r('open'), 2_000))])).not.toBe(
      'open',
    );
  });

  it('drops a frame over the size limit instead of relaying it', async () => {
    const client = await connect();
    const { frame, callId } = request(
      'MESSAGE',
      `sip:${extension}@umbrella.test`,
      `<sip:${extension}@umbrella.test>`,
      `<sip:${extension}@umbrella.test>`,
      [`X-Padding: ${'x'.repeat(70 * 1024)}`],
    );
    client.send(frame);
    expect(await client.closed).toBe(1009);
    expect(pbx.frames.some(isCall(callId))).toBe(false);
  });
});
