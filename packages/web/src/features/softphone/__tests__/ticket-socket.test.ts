import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setApiClient } from '@/lib/api/api';
import { createApiClient } from '@/lib/api/client';
import { createSocketTicket } from '@/lib/socket-ticket';
import { server } from '@/testing/server';
import { TicketWebSocket } from '../sip/ticket-socket';

const RELAY = 'wss://umbrella.test/gateway/sip';

/** The ticket is asked through the app's one API client, with the session's token. */
function signedInWith(token: string) {
  setApiClient(
    createApiClient({ baseUrl: 'https://umbrella.test', getAccessToken: async () => token, getLanguage: () => 'es' }),
  );
}

describe('the relay socket', () => {
  it('opens with a fresh single-use ticket at every connect, never with the access token in the URL', async () => {
    let issued = 0;
    server.use(
      http.post('https://umbrella.test/gateway/sip/ticket', ({ request }) =>
        request.headers.get('authorization') === 'Bearer token-1'
          ? HttpResponse.json({ ticket: `ticket-${++issued}`, expiresIn: 30 })
          : HttpResponse.json({ message: 'Sign in' }, { status: 401 }),
      ),
    );
    const opened: string[] = [];
    const open = (url: string) => {
      opened.push(url);
      return { readyState: 3, close: () => undefined } as unknown as WebSocket;
    };
    signedInWith('token-1');
    const socket = new TicketWebSocket(RELAY, () => createSocketTicket(RELAY), open);
    socket.connect();
    await expect.poll(() => opened.length).toBe(1);
    socket.connect();
    await expect.poll(() => opened.length).toBe(2);
    expect(opened).toEqual([`${RELAY}?ticket=ticket-1`, `${RELAY}?ticket=ticket-2`]);
    expect(opened.join()).not.toContain('token-1');
    expect(socket.url).toBe(RELAY);
  });

  it('reports a refused ticket as a lost connection, so JsSIP tries again', async () => {
    server.use(
      http.post('https://umbrella.test/gateway/sip/ticket', () => HttpResponse.json({ message: 'x' }, { status: 401 })),
    );
    signedInWith('expired');
    const socket = new TicketWebSocket(
      RELAY,
      () => createSocketTicket(RELAY),
      () => {
        throw new Error('no socket may open without a ticket');
      },
    );
    const lost: (number | undefined)[] = [];
    socket.ondisconnect = (_error, code) => lost.push(code);
    socket.connect();
    await expect.poll(() => lost).toEqual([4401]);
  });
});
