import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandIn, startTwilioStandIn, TWILIO_TEST } from '../../testing/provider-stand-ins.js';
import { TransportError } from './transport-error.js';
import { twilioTransport } from './twilio-sms-transport.js';

let twilio: StandIn;
beforeAll(async () => {
  twilio = await startTwilioStandIn();
});
afterAll(() => twilio.close());

const message = { id: 1, channel: 'Sms' as const, recipient: '+51 987 654 321', body: 'Hola Rosa, pague aquí: …' };

describe('SMS through Twilio', () => {
  it('posts To, From and Body as a form with Basic auth to the account’s Messages.json and keeps the sid', async () => {
    const transport = twilioTransport({ ...TWILIO_TEST, baseUrl: twilio.baseUrl });
    const receipt = await transport.send(message);
    const sent = twilio.accepted.at(-1);
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      To: '+51987654321',
      From: TWILIO_TEST.from,
      Body: message.body,
    });
    expect(receipt).toEqual({ transport: 'twilio', providerMessageId: expect.stringMatching(/^SM\d{32}$/) });
  });

  it('WhatsApp over Twilio writes both numbers as whatsapp:+E.164', async () => {
    const transport = twilioTransport({ ...TWILIO_TEST, baseUrl: twilio.baseUrl }, { whatsapp: true });
    await transport.send({ ...message, channel: 'Whatsapp' });
    const form = new URLSearchParams(twilio.accepted.at(-1)?.body);
    expect([form.get('To'), form.get('From')]).toEqual(['whatsapp:+51987654321', `whatsapp:${TWILIO_TEST.from}`]);
  });

  it("a refusal is permanent and carries Twilio's message and code; 429 and 5xx are retried", async () => {
    const wrongToken = twilioTransport({ ...TWILIO_TEST, authToken: 'old', baseUrl: twilio.baseUrl });
    expect(await wrongToken.send(message).catch((e: unknown) => e)).toMatchObject({
      permanent: true,
      message: 'Twilio 401: Authenticate (code 20003)',
    });
    const transport = twilioTransport({ ...TWILIO_TEST, baseUrl: twilio.baseUrl });
    twilio.failNext({ status: 429, body: { code: 20429, message: 'Too Many Requests' } });
    expect(await transport.send(message).catch((e: unknown) => e)).toMatchObject({
      permanent: false,
      message: 'Twilio 429: Too Many Requests (code 20429)',
    });
    twilio.failNext({ status: 503, body: null });
    expect(await transport.send(message).catch((e: unknown) => e)).toMatchObject({ permanent: false });
  });

  it('a number that is not E.164 fails permanently without reaching Twilio', async () => {
    const before = twilio.requests.length;
    const transport = twilioTransport({ ...TWILIO_TEST, baseUrl: twilio.baseUrl });
    const error = await transport.send({ ...message, recipient: '987654321' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ permanent: true, message: 'recipient 987654321 is not an E.164 phone number' });
    expect(twilio.requests).toHaveLength(before);
  });

  it('an unreachable API is a temporary failure', async () => {
    const transport = twilioTransport({ ...TWILIO_TEST, baseUrl: 'http://127.0.0.1:9' });
    expect(await transport.send(message).catch((e: unknown) => e)).toMatchObject({
      permanent: false,
      message: expect.stringMatching(/^Twilio unreachable/),
    });
  });
});
