/**
 * SMS through Twilio's Programmable Messaging API (decision 1787): `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic auth (Account SID and Auth
 * Token) and the form fields To, From and Body; the answer's `sid` is the provider's message id.
 * The same API carries WhatsApp when both numbers are written `whatsapp:+…`.
 */
import type { MessageTransport } from '../message-transport.js';
import { toE164 } from './e164.js';
import { postToProvider } from './http-send.js';

export type TwilioSetting = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** https://api.twilio.com unless a test points it at a stand-in. */
  baseUrl: string;
};

type TwilioError = { code?: number; message?: string };

export function twilioTransport(setting: TwilioSetting, options: { whatsapp?: boolean } = {}): MessageTransport {
  const name = options.whatsapp ? 'twilio-whatsapp' : 'twilio';
  const address = (phone: string) => (options.whatsapp ? `whatsapp:${phone}` : phone);
  const url = `${setting.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(setting.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${setting.accountSid}:${setting.authToken}`).toString('base64')}`;
  return {
    name,
    async send(message) {
      const form = new URLSearchParams({ To: address(toE164(message.recipient)), Body: message.body });
      if (/^MG[0-9a-f]{32}$/i.test(setting.from)) form.set('MessagingServiceSid', setting.from);
      else form.set('From', address(setting.from));
      const answer = (await postToProvider(
        'Twilio',
        url,
        {
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        },
        (body) => {
          const error = body as TwilioError | null;
          return error?.message ? `${error.message}${error.code ? ` (code ${error.code})` : ''}` : undefined;
        },
      )) as { sid?: string } | null;
      return { transport: name, providerMessageId: answer?.sid };
    },
  };
}
