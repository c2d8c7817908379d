/**
 * Single-use tickets for opening the gateway's WebSockets (events, the softphone relay). A browser cannot put a header on a
 * WebSocket, and an access token in the URL ends up in the browser console (Chromium prints the
 * URL of every failed connect) and in proxies' logs; a ticket there is worth nothing a moment
 * later. The ticket is random, bound to the token it was asked with, lives 30 s and is taken once.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { bearerToken, cookieValue } from './bearer.js';

export const SOCKET_TICKET_TTL_MS = 30_000;

export class SocketTickets {
  private readonly tickets = new Map<string, { token: string; expiresAt: number }>();

  constructor(
    private readonly ttlMs = SOCKET_TICKET_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  issue(token: string): string {
    const now = this.now();
    for (const [ticket, entry] of this.tickets) if (entry.expiresAt <= now) this.tickets.delete(ticket);
    const ticket = randomBytes(24).toString('base64url');
    this.tickets.set(ticket, { token, expiresAt: now + this.ttlMs });
    return ticket;
  }

  /** The token the ticket was issued for; undefined when unknown, used or expired. */
  take(ticket: string): string | undefined {
    const entry = this.tickets.get(ticket);
    this.tickets.delete(ticket);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    return entry.token;
  }
}

/** What a socket upgrade may carry: the web app's ticket, or for tools a token in the query, a cookie or a header. */
export type UpgradeQuery = { ticket?: string; access_token?: string };

/**
 * The access token a WebSocket upgrade comes with: its ticket's, taken once; otherwise the query's
 * `access_token`, the `access_token` cookie or a bearer header. `null` when a ticket was given but
 * is unknown, used or expired.
 */
export function upgradeToken(
  query: UpgradeQuery,
  headers: IncomingHttpHeaders,
  tickets: SocketTickets,
): string | undefined | null {
  if (query.ticket !== undefined) return tickets.take(query.ticket) ?? null;
  return query.access_token ?? cookieValue(headers, 'access_token') ?? bearerToken(headers);
}
