/**
 * The transports the configuration names (messaging-config.ts), built once per setting: one
 * MessageTransport that hands SMS and WhatsApp each to its own provider, and the mail transport.
 */
import { type MailTransport, type MessageTransport, storeMailTransport, storeTransport } from '../message-transport.js';
import { type MessagingSetting, STORE_MESSAGING } from './messaging-config.js';
import { smtpMailTransport } from './smtp-mail-transport.js';
import { twilioTransport } from './twilio-sms-transport.js';
import { whatsappCloudTransport } from './whatsapp-cloud-transport.js';

export class MessagingConfigError extends Error {
  override name = 'MessagingConfigError';
}

export type Transports = { messages: MessageTransport; mail: MailTransport };

const built = new WeakMap<MessagingSetting, Transports>();

/** The transports of `setting` (unset: the store); a misconfiguration throws MessagingConfigError. */
export function configuredTransports(setting: MessagingSetting = STORE_MESSAGING): Transports {
  const known = built.get(setting);
  if (known) return known;
  if (setting.problems.length) {
    throw new MessagingConfigError(`Messaging is misconfigured:\n  ${setting.problems.join('\n  ')}`);
  }
  const sms = setting.sms.kind === 'twilio' ? twilioTransport(setting.sms) : storeTransport;
  const whatsapp =
    setting.whatsapp.kind === 'twilio'
      ? twilioTransport(setting.whatsapp, { whatsapp: true })
      : setting.whatsapp.kind === 'cloud-api'
        ? whatsappCloudTransport(setting.whatsapp)
        : storeTransport;
  const messages: MessageTransport = {
    name: sms === whatsapp ? sms.name : `${sms.name}/${whatsapp.name}`,
    async send(message) {
      const transport = message.channel === 'Whatsapp' ? whatsapp : sms;
      return { transport: transport.name, ...(await transport.send(message)) };
    },
  };
  const mail = setting.mail.kind === 'smtp' ? smtpMailTransport(setting.mail) : storeMailTransport;
  const transports = { messages, mail };
  built.set(setting, transports);
  return transports;
}
