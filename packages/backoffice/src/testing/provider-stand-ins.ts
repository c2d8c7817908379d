/**
 * Local stand-ins of the SMS and WhatsApp providers' HTTP APIs for tests. Each checks what the
 * provider's documentation requires and answers as the provider does, refusing with the
 * provider's own error shape otherwise:
 * - Twilio Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth
 *   (Account SID : Auth Token), form fields To, From (or MessagingServiceSid) and Body, numbers in
 *   E.164 (`whatsapp:+…` on both sides for WhatsApp); 201 with `sid`, 400 `{code, message}`.
 * - WhatsApp Cloud API: POST /{version}/{phone-number-id}/messages, `Authorization: Bearer`,
 *   JSON `{messaging_product: 'whatsapp', to, type: 'text', text: {body}}`, `to` digits only;
 *   200 with `messages[0].id`, errors as `{error: {message, type, code}}`.
 * `failNext` makes the next requests answer a given status (a 429, a 500) to test the retries.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Answer = { status: number; body: unknown };
export type ReceivedRequest = { path: string; headers: IncomingMessage['headers']; body: string };

export type StandIn = {
  baseUrl: string;
  /** Requests the provider accepted, as it received them. */
  accepted: ReceivedRequest[];
  /** Every request, accepted or not. */
  requests: ReceivedRequest[];
  failNext(answer: Answer, times?: number): void;
  close(): Promise<void>;
};

const E164 = /^\+[1-9]\d{7,14}$/;

async function startStandIn(handle: (request: ReceivedRequest) => Answer): Promise<StandIn> {
  const accepted: ReceivedRequest[] = [];
  const requests: ReceivedRequest[] = [];
  const failures: Answer[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const answer = req.method !== 'POST' ? { status: 405, body: {} } : (failures.shift() ?? handle(request));
      if (answer.status < 300) accepted.push(request);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accepted,
    requests,
    failNext(answer, times = 1) {
      for (let i = 0; i < times; i++) failures.push(answer);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const TWILIO_TEST = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'twilio-secret', from: '+15005550006' };

export function startTwilioStandIn(account = TWILIO_TEST): Promise<StandIn> {
  let sequence = 0;
  const twilioError = (status: number, code: number, message: string): Answer => ({
    status,
    body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  });
  return startStandIn((request) => {
    if (request.path !== `/2010-04-01/Accounts/${account.accountSid}/Messages.json`) {
      return twilioError(404, 20404, 'The requested resource was not found');
    }
    const expected = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return twilioError(401, 20003, 'Authenticate');
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return twilioError(400, 21620, 'Invalid content type');
    }
    const form = new URLSearchParams(request.body);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    if (!body) return twilioError(400, 21602, 'Message body is required.');
    const whatsapp = to.startsWith('whatsapp:');
    if (whatsapp !== from.startsWith('whatsapp:')) {
      return twilioError(400, 63007, 'Twilio could not find a Channel with the specified From address');
    }
    if (!E164.test(to.replace(/^whatsapp:/, ''))) {
      return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (from.replace(/^whatsapp:/, '') !== account.from) {
      return twilioError(
        400,
        21606,
        `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    }
    sequence++;
    return { status: 201, body: { sid: `SM${String(sequence).padStart(32, '0')}`, status: 'queued', to, from, body } };
  });
}

export const WHATSAPP_TEST = { token: 'EAAG-test-token', phoneNumberId: '106540352242922', apiVersion: 'v21.0' };

export function startWhatsappCloudStandIn(account = WHATSAPP_TEST): Promise<StandIn> {
  let sequence = 0;
  const graphError = (status: number, code: number, message: string, details?: string): Answer => ({
    status,
    body: { error: { message, type: 'OAuthException', code, ...(details ? { error_data: { details } } : {}) } },
  });
  return startStandIn((request) => {
    if (request.path !== `/${account.apiVersion}/${account.phoneNumberId}/messages`) {
      return graphError(400, 100, 'Unsupported post request.');
    }
    if (request.headers.authorization !== `Bearer ${account.token}`) {
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return graphError(400, 100, 'Invalid parameter');
    }
    let json: { messaging_product?: string; to?: string; type?: string; text?: { body?: string } };
    try {
      json = JSON.parse(request.body);
    } catch {
      return graphError(400, 100, 'Invalid parameter');
    }
    if (json.messaging_product !== 'whatsapp') {
      return graphError(400, 100, 'Invalid parameter', 'The parameter messaging_product is required.');
    }
    if (json.type !== 'text' || !json.text?.body) {
      return graphError(400, 100, 'Invalid parameter', 'The parameter text[body] is required.');
    }
    if (!/^[1-9]\d{7,14}$/.test(json.to ?? '')) {
      return graphError(
        400,
        131009,
        'Parameter value is not valid',
        `Recipient ${json.to} is not a valid phone number`,
      );
    }
    sequence++;
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: json.to, wa_id: json.to }],
        messages: [{ id: `wamid.TEST${sequence}` }],
      },
    };
  });
}
