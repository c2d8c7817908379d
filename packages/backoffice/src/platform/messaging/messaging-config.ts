/**
 * Which transport carries mail, SMS and WhatsApp (docs/configuration.md, decision 1787):
 * MAIL_TRANSPORT=smtp with SMTP_URL and MAIL_FROM; SMS_PROVIDER=twilio with TWILIO_*;
 * WHATSAPP_PROVIDER=cloud-api with WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID, or =twilio with
 * TWILIO_* and TWILIO_WHATSAPP_FROM. Unset: the store, where nothing leaves the machine. Problems
 * are collected so that start-up names every one of them at once (as FILE_STORE does).
 */
import type { SmtpSetting } from './smtp-mail-transport.js';
import type { TwilioSetting } from './twilio-sms-transport.js';
import type { WhatsappCloudSetting } from './whatsapp-cloud-transport.js';

export type MessagingSetting = {
  mail: { kind: 'store' } | ({ kind: 'smtp' } & SmtpSetting);
  sms: { kind: 'store' } | ({ kind: 'twilio' } & TwilioSetting);
  whatsapp: { kind: 'store' } | ({ kind: 'twilio' } & TwilioSetting) | ({ kind: 'cloud-api' } & WhatsappCloudSetting);
  problems: string[];
};

export const STORE_MESSAGING: MessagingSetting = {
  mail: { kind: 'store' },
  sms: { kind: 'store' },
  whatsapp: { kind: 'store' },
  problems: [],
};

const TWILIO_API = 'https://api.twilio.com';
const GRAPH_API = 'https://graph.facebook.com';
const GRAPH_VERSION = 'v21.0';

export function loadMessagingSetting(env: NodeJS.ProcessEnv): MessagingSetting {
  const problems: string[] = [];
  const required = (name: string, because: string) => {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is required with ${because}`);
    return value ?? '';
  };
  const choice = (name: string, allowed: string[]) => {
    const value = (env[name]?.trim() || 'store').toLowerCase();
    if (allowed.includes(value)) return value;
    problems.push(`${name} must be ${allowed.map((a) => `"${a}"`).join(' or ')}, not "${env[name]}"`);
    return 'store';
  };
  const twilio = (because: string, fromName: string): TwilioSetting => ({
    accountSid: required('TWILIO_ACCOUNT_SID', because),
    authToken: required('TWILIO_AUTH_TOKEN', because),
    from: required(fromName, because),
    baseUrl: httpUrl('TWILIO_API_URL', env.TWILIO_API_URL?.trim() || TWILIO_API, problems),
  });

  const mailKind = choice('MAIL_TRANSPORT', ['store', 'smtp']);
  const mail: MessagingSetting['mail'] =
    mailKind === 'smtp'
      ? {
          kind: 'smtp',
          url: smtpUrl(required('SMTP_URL', 'MAIL_TRANSPORT=smtp'), problems),
          from: required('MAIL_FROM', 'MAIL_TRANSPORT=smtp'),
        }
      : { kind: 'store' };

  const smsKind = choice('SMS_PROVIDER', ['store', 'twilio']);
  const sms: MessagingSetting['sms'] =
    smsKind === 'twilio' ? { kind: 'twilio', ...twilio('SMS_PROVIDER=twilio', 'TWILIO_FROM') } : { kind: 'store' };

  const whatsappKind = choice('WHATSAPP_PROVIDER', ['store', 'cloud-api', 'twilio']);
  let whatsapp: MessagingSetting['whatsapp'] = { kind: 'store' };
  if (whatsappKind === 'twilio') {
    whatsapp = { kind: 'twilio', ...twilio('WHATSAPP_PROVIDER=twilio', 'TWILIO_WHATSAPP_FROM') };
  } else if (whatsappKind === 'cloud-api') {
    whatsapp = {
      kind: 'cloud-api',
      token: required('WHATSAPP_TOKEN', 'WHATSAPP_PROVIDER=cloud-api'),
      phoneNumberId: required('WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_PROVIDER=cloud-api'),
      apiVersion: env.WHATSAPP_API_VERSION?.trim() || GRAPH_VERSION,
      baseUrl: httpUrl('WHATSAPP_API_URL', env.WHATSAPP_API_URL?.trim() || GRAPH_API, problems),
    };
  }
  return { mail, sms, whatsapp, problems };
}

function httpUrl(name: string, value: string, problems: string[]): string {
  if (!/^https?:\/\/[^/?#]+/.test(value)) problems.push(`${name} must be an http(s) URL, not "${value}"`);
  return value.replace(/\/+$/, '');
}

function smtpUrl(value: string, problems: string[]): string {
  if (value && !/^smtps?:\/\/[^/?#]+/.test(value)) {
    problems.push('SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…');
  }
  return value;
}
