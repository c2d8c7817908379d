/**
 * A real SMTP server for tests (the smtp-server package) that requires the configured login and
 * parses every mail it accepts with mailparser; `reject` makes it answer RCPT TO with a given
 * SMTP reply instead (a 550 refused mailbox, a 451 try-later).
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtpServer = {
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  received: (ParsedMail & { envelopeTo: string[]; user: string | undefined })[];
  /** The next recipients are refused with this reply (code and text) until cleared with null. */
  reject(reply: { code: number; message: string } | null): void;
  close(): Promise<void>;
};

export async function startSmtpServer(login = { user: 'umbrella', password: 'mail-secret' }): Promise<TestSmtpServer> {
  const received: TestSmtpServer['received'] = [];
  let rejection: { code: number; message: string } | null = null;
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (!rejection) return callback();
      const error = new Error(rejection.message) as Error & { responseCode: number };
      error.responseCode = rejection.code;
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(
            Object.assign(mail, {
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              user: session.user as string | undefined,
            }),
          );
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${login.user}:${login.password}@127.0.0.1:${port}`,
    received,
    reject: (reply) => {
      rejection = reply;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
