/**
 * WhatsApp through Meta's WhatsApp Cloud API (decision 1787): `POST
 * /{version}/{phone-number-id}/messages` with a Bearer token and the JSON
 * `{ messaging_product: 'whatsapp', to, type: 'text', text: { body } }`; `to` is the number in
 * international form without the `+`. The answer's `messages[0].id` is the provider's id.
 */
import type { MessageTransport } from '../message-transport.js';
import { toE164 } from './e164.js';
import { postToProvider } from './http-send.js';

export type WhatsappCloudSetting = {
  token: string;
  phoneNumberId: string;
  /** The Graph API version, e.g. v21.0. */
  apiVersion: string;
  /** https://graph.facebook.com unless a test points it at a stand-in. */
  baseUrl: string;
};

type GraphError = { error?: { message?: string; code?: number; error_data?: { details?: string } } };

export function whatsappCloudTransport(setting: WhatsappCloudSetting): MessageTransport {
  const url = `${setting.baseUrl.replace(/\/$/, '')}/${setting.apiVersion}/${encodeURIComponent(setting.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp-cloud',
    async send(message) {
      const to = toE164(message.recipient).slice(1);
      const answer = (await postToProvider(
        'WhatsApp Cloud API',
        url,
        {
          headers: { authorization: `Bearer ${setting.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to,
            type: 'text',
            text: { preview_url: true, body: message.body },
          }),
        },
        (body) => {
          const error = (body as GraphError | null)?.error;
          if (!error?.message) return undefined;
          const details = error.error_data?.details ? `: ${error.error_data.details}` : '';
          return `${error.message}${details}${error.code ? ` (code ${error.code})` : ''}`;
        },
      )) as { messages?: { id?: string }[] } | null;
      return { transport: 'whatsapp-cloud', providerMessageId: answer?.messages?.[0]?.id };
    },
  };
}
