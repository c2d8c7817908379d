/**
 * Chat tickets about an order (ORDER-49/50), through a pluggable source: the chat service's API
 * when CHAT_TICKETS_URL is set (GET {url}/tickets?shortCode=…; its 404 means "no tickets"), else
 * the embedded default's local store (the chat_tickets table).
 */
import type { ModuleDb } from '../../db/owners.js';

export type ChatTicket = {
  status: 'enqueued' | 'assigned' | 'completed';
  assignee: string | null;
  createdAt: string;
  ticketUrl: string;
};

export type ChatTicketSource = { byShortCode(shortCode: string): Promise<ChatTicket[]> };

export function localChatTickets(db: ModuleDb<'orders'>): ChatTicketSource {
  return {
    async byShortCode(shortCode) {
      const rows = await db
        .selectFrom('chat_tickets')
        .select(['status', 'assignee', 'created_at', 'ticket_url'])
        .where('order_short_code', '=', shortCode)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => ({
        status: r.status,
        assignee: r.assignee,
        createdAt: new Date(r.created_at).toISOString(),
        ticketUrl: r.ticket_url,
      }));
    },
  };
}

export function httpChatTickets(baseUrl: string, fetchImpl: typeof fetch = fetch): ChatTicketSource {
  return {
    async byShortCode(shortCode) {
      const url = `${baseUrl.replace(/\/$/, '')}/tickets?shortCode=${encodeURIComponent(shortCode)}`;
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
      if (response.status === 404) return [];
      if (!response.ok) throw new Error(`Chat tickets answered ${response.status}`);
      return (await response.json()) as ChatTicket[];
    },
  };
}

export function chatTicketSource(db: ModuleDb<'orders'>, url: string | undefined): ChatTicketSource {
  return url ? httpChatTickets(url) : localChatTickets(db);
}
