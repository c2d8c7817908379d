/**
 * Single-use tickets for opening the relay's WebSocket. A browser cannot put a header on a
 * WebSocket, and an access token in the URL ends up in the browser console (Chromium prints the
 * URL of every failed connect) and in proxies' logs; a ticket there is worth nothing a moment
 * later. The ticket is random, bound to the token it was asked with, lives 30 s and is taken once.
 */
import { randomBytes } from 'node:crypto';

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
