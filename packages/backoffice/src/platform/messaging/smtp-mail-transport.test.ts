import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server.js';
import { smtpMailTransport } from './smtp-mail-transport.js';
import { TransportError } from './transport-error.js';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => smtp.reject(null));

const sheet = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
const mail = {
  id: 7,
  recipient: 'ana@umbrella.example',
  subject: 'Orders sheet (3 orders)',
  body: 'The orders of your search are in the attached sheet.',
  attachment: { name: 'orders-2026-11-29.xlsx', contentType: 'application/vnd.ms-excel', content: sheet },
};

describe('mail over SMTP (nodemailer)', () => {
  it('delivers the mail with its attachment to a real SMTP server, signed in, from MAIL_FROM', async () => {
    const transport = smtpMailTransport({ url: smtp.url, from: 'Umbrella <no-reply@umbrella.example>' });
    const receipt = await transport.send(mail);
    expect(smtp.received).toHaveLength(1);
    const got = smtp.received[0];
    if (!got) throw new Error('no mail received');
    expect(got.user).toBe('umbrella');
    expect(got.envelopeTo).toEqual(['ana@umbrella.example']);
    expect(got.from?.text).toBe('"Umbrella" <no-reply@umbrella.example>');
    expect(got.subject).toBe('Orders sheet (3 orders)');
    expect(got.text?.trim()).toBe(mail.body);
    expect(got.attachments.map((a) => a.filename)).toEqual(['orders-2026-11-29.xlsx']);
    expect(new Uint8Array(got.attachments[0]?.content ?? [])).toEqual(sheet);
    expect(receipt).toEqual({ transport: 'smtp', providerMessageId: got.messageId });
  });

  it("a 5xx refusal is permanent and carries the server's reply; a 4xx is worth a retry", async () => {
    const transport = smtpMailTransport({ url: smtp.url, from: 'no-reply@umbrella.example' });
    smtp.reject({ code: 550, message: 'Mailbox unavailable' });
    const refused = await transport.send(mail).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TransportError);
    expect(refused).toMatchObject({
      permanent: true,
      message: expect.stringMatching(/^SMTP 550: .*Mailbox unavailable/),
    });
    smtp.reject({ code: 451, message: 'Try again later' });
    expect(await transport.send(mail).catch((e: unknown) => e)).toMatchObject({
      permanent: false,
      message: expect.stringContaining('Try again later'),
    });
  });

  it('wrong credentials are refused by the server and reported as such', async () => {
    const transport = smtpMailTransport({
      url: smtp.url.replace('mail-secret', 'wrong'),
      from: 'no-reply@umbrella.example',
    });
    expect(await transport.send(mail).catch((e: unknown) => e)).toMatchObject({
      permanent: true,
      message: expect.stringContaining('Invalid username or password'),
    });
  });
});
