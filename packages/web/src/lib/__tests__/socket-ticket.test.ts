import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setApiClient } from '@/lib/api/api';
import { createApiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/errors/app-errors';
import { createSocketTicket } from '@/lib/socket-ticket';
import { server } from '@/testing/server';

/** A relay configured on its own host, away from the app's origin. */
const RELAY = 'wss://relay.umbrella.test/sip/';

function signedInWith(token: string) {
  setApiClient(
    createApiClient({ baseUrl: 'https://umbrella.test', getAccessToken: async () => token, getLanguage: () => 'es' }),
  );
}

describe('the socket ticket goes through the one API client', () => {
  it("is asked at the socket's own host with the session's token and language, and no Idempotency-Key", async () => {
    signedInWith('token-7');
    const asked: Headers[] = [];
    server.use(
      http.post('https://relay.umbrella.test/sip/ticket', ({ request }) => {
        asked.push(request.headers);
        return HttpResponse.json({ ticket: 'ticket-7', expiresIn: 30 });
      }),
    );
    expect(await createSocketTicket(RELAY)).toBe('ticket-7');
    expect(asked.map((h) => [h.get('authorization'), h.get('accept-language'), h.get('idempotency-key')])).toEqual([
      ['Bearer token-7', 'es', null],
    ]);
  });

  it('a refused ticket is an ApiError with the server’s answer, like any other refused call', async () => {
    signedInWith('expired');
    server.use(
      http.post('https://relay.umbrella.test/sip/ticket', () =>
        HttpResponse.json({ message: 'Sign in again', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );
    const refusal = await createSocketTicket(RELAY).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Sign in again' });
  });
});
