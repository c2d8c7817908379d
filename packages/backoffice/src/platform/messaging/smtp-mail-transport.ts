/**
 * Mail over SMTP with nodemailer (decision 1787): the order sheet and any other outbox mail,
 * with its attachment. SMTP_URL carries host, port, TLS (`smtps://`) and credentials as
 * nodemailer reads them. A 5xx reply is permanent (the server refused this mail or these
 * credentials); a 4xx reply or a connection failure is worth a retry.
 */
import nodemailer from 'nodemailer';
import type { MailTransport } from '../message-transport.js';
import { TransportError } from './transport-error.js';

export type SmtpSetting = {
  /** smtp://user:pass@host:587 or smtps://…:465. */
  url: string;
  /** The From address, e.g. "Umbrella <no-reply@umbrella.example>". */
  from: string;
};

/** How long a connection, greeting or socket may stay silent before the send fails (and is retried). */
const SMTP_TIMEOUT_MS = 30_000;

type SmtpFailure = Error & { responseCode?: number; response?: string };

export function smtpMailTransport(setting: SmtpSetting): MailTransport {
  const url = new URL(setting.url);
  for (const [name, ms] of [
    ['connectionTimeout', SMTP_TIMEOUT_MS],
    ['greetingTimeout', SMTP_TIMEOUT_MS],
    ['socketTimeout', SMTP_TIMEOUT_MS],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  const transporter = nodemailer.createTransport(url.toString(), { from: setting.from });
  return {
    name: 'smtp',
    async send(mail) {
      try {
        const info = await transporter.sendMail({
          to: mail.recipient,
          subject: mail.subject,
          text: mail.body,
          attachments: mail.attachment
            ? [
                {
                  filename: mail.attachment.name,
                  contentType: mail.attachment.contentType,
                  content: Buffer.from(mail.attachment.content),
                },
              ]
            : [],
        });
        return { transport: 'smtp', providerMessageId: info.messageId };
      } catch (error) {
        const failure = error as SmtpFailure;
        const code = failure.responseCode;
        const reason = failure.response ?? failure.message;
        throw new TransportError(`SMTP ${code ?? 'error'}: ${reason}`, code !== undefined && code >= 500);
      }
    },
  };
}
