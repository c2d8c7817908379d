/**
 * How customer messages leave the machine (SMS and WhatsApp today; mail and provider sends are
 * further transports). A module writes its messages into its outbox table in the business
 * transaction and a deliverer hands each one to a transport afterwards.
 */
export type MessageChannel = 'Sms' | 'Whatsapp';
export type OutgoingMessage = { id: number; channel: MessageChannel; recipient: string; body: string };
export type MessageTransport = { name: string; send(message: OutgoingMessage): Promise<void> };

/** Keeps messages in the table as sent: the embedded default, where nothing leaves the machine. */
export const storeTransport: MessageTransport = { name: 'store', send: async () => {} };
