import type { Client } from 'openapi-fetch';
import { api, unwrap } from '@/lib/api/api';
import { withoutIdempotencyKey } from '@/lib/api/client';

type NoParameters = { query?: never; header?: never; path?: never; cookie?: never };

/** The gateway's ticket route under each socket's path; the back-office's OpenAPI does not describe it. */
type SocketTicketPaths = {
  '/ticket': {
    parameters: NoParameters;
    post: {
      parameters: NoParameters;
      requestBody?: never;
      responses: {
        200: {
          headers: Record<string, unknown>;
          content: { 'application/json': { ticket: string; expiresIn: number } };
        };
      };
    };
  };
};

/**
 * A single-use ticket that opens one of the gateway's WebSockets (the events stream, the SIP
 * relay): about 30 s, bound to the account, asked with the access token in a header so that the
 * token never goes into a WebSocket URL, which the browser's console and proxies' logs keep
 * (decision 1796). The ticket route sits under the socket's own path (`…/ticket`), which may be
 * another host than the app's (a configured relay), hence the per-call base address. It is asked
 * through the one API client, so the token, the language and a refusal (ApiError) are those of
 * every other call. An unused ticket expires and a lost one is asked again by the socket, so it
 * carries no Idempotency-Key.
 */
export async function createSocketTicket(socketUrl: string): Promise<string> {
  const address = new URL(socketUrl);
  address.protocol = address.protocol === 'wss:' ? 'https:' : 'http:';
  address.search = '';
  const client = api() as unknown as Client<SocketTicketPaths>;
  const baseUrl = address.toString().replace(/\/$/, '');
  return unwrap(await client.POST('/ticket', { baseUrl, middleware: [withoutIdempotencyKey] })).ticket;
}
