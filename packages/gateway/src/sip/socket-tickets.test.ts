import { describe, expect, it } from 'vitest';
import { SocketTickets } from './socket-tickets.js';

describe('socket tickets', () => {
  it('gives the token back once, and not after 30 s', () => {
    let now = 1_000;
    const tickets = new SocketTickets(30_000, () => now);
    const first = tickets.issue('token-a');
    const second = tickets.issue('token-a');
    expect(first).not.toBe(second);
    expect(tickets.take(first)).toBe('token-a');
    expect(tickets.take(first)).toBeUndefined();
    now += 30_000;
    expect(tickets.take(second)).toBeUndefined();
    expect(tickets.take('made-up')).toBeUndefined();
  });
});
