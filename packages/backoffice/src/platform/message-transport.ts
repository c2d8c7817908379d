/**
 * How customer messages and mail leave the machine. A module writes its messages into its outbox
 * table in the business transaction and a deliverer hands each one to a transport afterwards;
 * the provider transports live in platform/messaging/ and are chosen by configuration.
 */
export type MessageChannel = 'Sms' | 'Whatsapp';
export type OutgoingMessage = { id: number; channel: MessageChannel; recipient: string; body: string };
/** What a transport learnt from the provider: who carried it and the provider's id of the message. */
export type SendReceipt = { transport?: string; providerMessageId?: string };
/** A failed send throws (platform/messaging/transport-error.ts says whether a retry can help). */
export type MessageTransport = { name: string; send(message: OutgoingMessage): Promise<SendReceipt> };

/** Keeps messages in the table as sent: the embedded default, where nothing leaves the machine. */
export const storeTransport: MessageTransport = { name: 'store', send: async () => ({}) };

/** A mail with at most one attachment (the order sheet); mail is written to the outbox_mails table first. */
export type OutgoingMail = {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attachment: { name: string; contentType: string; content: Uint8Array } | null;
};
export type MailTransport = { name: string; send(mail: OutgoingMail): Promise<SendReceipt> };

/** Keeps mail in the outbox table as sent: the embedded default, where it stays readable. */
export const storeMailTransport: MailTransport = { name: 'store', send: async () => ({}) };
