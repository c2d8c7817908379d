/**
 * /gateway/sip: the softphone's SIP over WebSocket (RFC 7118, subprotocol `sip`) relayed frame by
 * frame to the PBX's SIP WebSocket (PBX_WS_URL). Before the browser's socket is accepted the
 * relay checks the token (query `ticket` — a single-use ticket from POST /gateway/sip/ticket, which
 * the web app uses so no token shows in a URL — or query `access_token`, cookie or bearer for
 * other clients), the voip feature, the
 * per-account connection limit and the agent's extension, and opens the PBX connection — any
 * failure is a plain HTTP answer (401/403/429/503), so JsSIP never sees a socket that opens and
 * drops at once. Media never passes here: WebRTC flows between the browser and the PBX.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERROR_CODES, hasVoipFeature } from '@umbrella/contract';
import type { Caller, TokenVerifier } from '@umbrella/edge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import WebSocket from 'ws';
import { bearerToken } from '../auth/bearer.js';
import { checkToken } from '../auth/check-token.js';
import { SOCKET_TICKET_TTL_MS, SocketTickets, upgradeToken } from '../auth/socket-tickets.js';
import { AgentDialogRegistry } from '../sip/agent-dialogs.js';
import { RelaySession } from '../sip/relay-session.js';
import { httpVoipLookup, injectedVoipLookup, type VoipLookup } from '../sip/voip-lookup.js';

export type SipOptions = {
  /** The PBX's SIP WebSocket, e.g. wss://pbx:48089/ws; unset answers every upgrade 503. */
  pbxUrl: string | undefined;
  verifyToken: TokenVerifier;
  /** A remote back-office (UPSTREAM_URL) asked over HTTP; unset: the embedded one, through this gateway's routes. */
  upstreamUrl?: string;
  /** Overrides how the back-office is asked (tests). */
  lookup?: VoipLookup;
  pingIntervalMs?: number;
  /** Largest SIP message relayed in either direction. */
  maxFrameBytes?: number;
  /** Open relay connections per account (tabs, devices). */
  maxConnectionsPerAccount?: number;
  pbxConnectTimeoutMs?: number;
};

export const SIP_RELAY_PATH = '/gateway/sip';
export const SIP_TICKET_PATH = '/gateway/sip/ticket';

const Query = Type.Object({
  ticket: Type.Optional(Type.String({ minLength: 1 })),
  access_token: Type.Optional(Type.String({ minLength: 1 })),
});
type RelayQuery = { ticket?: string; access_token?: string };

const Ticket = Type.Object({
  ticket: Type.String({ description: 'opens /gateway/sip once (query `ticket`)' }),
  expiresIn: Type.Integer({ description: 'seconds the ticket stays valid' }),
});

type Admitted = { caller: Caller; token: string; extension: string; testNumber: string; pbx: WebSocket };

function openPbx(url: string, timeoutMs: number, maxPayload: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'sip', { handshakeTimeout: timeoutMs, maxPayload });
    socket.once('open', () => {
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`PBX refused the WebSocket with ${response.statusCode}`));
      socket.terminate();
    });
  });
}

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ message, code });

export const sipPlugin: FastifyPluginAsyncTypebox<SipOptions> = async (fastify, options) => {
  const {
    pbxUrl,
    verifyToken,
    pingIntervalMs = 25_000,
    maxFrameBytes = 64 * 1024,
    maxConnectionsPerAccount = 4,
    pbxConnectTimeoutMs = 5_000,
  } = options;
  const lookup =
    options.lookup ?? (options.upstreamUrl ? httpVoipLookup(options.upstreamUrl) : injectedVoipLookup(fastify));
  const admitted = new WeakMap<FastifyRequest, Admitted>();
  const open = new Map<number, number>();
  const sessions = new Set<RelaySession>();
  const tickets = new SocketTickets();
  const agents = new AgentDialogRegistry();

  const hold = (accountId: number) => open.set(accountId, (open.get(accountId) ?? 0) + 1);
  const release = (accountId: number) => {
    const left = (open.get(accountId) ?? 1) - 1;
    if (left > 0) open.set(accountId, left);
    else open.delete(accountId);
  };

  async function admit(request: FastifyRequest<{ Querystring: RelayQuery }>, reply: FastifyReply) {
    if (!pbxUrl) return refuse(reply, 503, ERROR_CODES.voipNotConfigured, 'Telephony is not configured on this server');
    const protocols = String(request.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim());
    if (!protocols.includes('sip'))
      return refuse(reply, 400, ERROR_CODES.validation, 'The WebSocket subprotocol must be "sip"');
    const token = upgradeToken(request.query, request.headers, tickets);
    if (token === null)
      return refuse(reply, 401, ERROR_CODES.unauthorized, 'The softphone ticket is unknown, used or expired');
    const checked = await checkToken(token, verifyToken);
    if ('refused' in checked)
      return refuse(reply, checked.refused.statusCode, checked.refused.body.code, checked.refused.body.message);
    const { caller } = checked;
    if (!hasVoipFeature(caller.features))
      return refuse(reply, 403, ERROR_CODES.forbidden, 'The voip feature is not enabled for this account');
    if ((open.get(caller.accountId) ?? 0) >= maxConnectionsPerAccount) {
      return refuse(
        reply,
        429,
        'TOO_MANY_CONNECTIONS',
        `At most ${maxConnectionsPerAccount} softphone connections per account`,
      );
    }
    hold(caller.accountId);
    let kept = false;
    try {
      const extension = await lookup.extensionOf(checked.token);
      if (!extension.ok) {
        const status = extension.status === 409 ? 503 : extension.status;
        return refuse(reply, status, extension.code ?? 'VOIP_CONFIG_FAILED', extension.message);
      }
      if (!extension.extension) return refuse(reply, 403, 'NO_EXTENSION', 'No extension is assigned to this account');
      let pbx: WebSocket;
      try {
        pbx = await openPbx(pbxUrl, pbxConnectTimeoutMs, maxFrameBytes);
      } catch (error) {
        request.log.warn({ err: error }, 'the PBX cannot be reached');
        return refuse(reply, 503, 'PBX_UNAVAILABLE', 'The phone system cannot be reached right now');
      }
      admitted.set(request, {
        caller,
        token: checked.token,
        extension: extension.extension,
        testNumber: extension.testNumber,
        pbx,
      });
      // The browser may give up before the upgrade completes: never leave its PBX socket behind.
      request.raw.socket.once('close', () => {
        if (!admitted.delete(request)) return;
        pbx.close(1000);
        release(caller.accountId);
      });
      kept = true;
    } finally {
      if (!kept) release(caller.accountId);
    }
  }

  fastify.post(SIP_TICKET_PATH, { schema: { response: { 200: Ticket } } }, async (request, reply) => {
    const checked = await checkToken(bearerToken(request.headers), verifyToken);
    if ('refused' in checked)
      return refuse(reply, checked.refused.statusCode, checked.refused.body.code, checked.refused.body.message);
    if (!hasVoipFeature(checked.caller.features))
      return refuse(reply, 403, ERROR_CODES.forbidden, 'The voip feature is not enabled for this account');
    reply.header('cache-control', 'no-store');
    return { ticket: tickets.issue(checked.token), expiresIn: SOCKET_TICKET_TTL_MS / 1000 };
  });

  fastify.get(
    SIP_RELAY_PATH,
    { websocket: true, schema: { querystring: Query }, preHandler: admit },
    (browser, request) => {
      const entry = admitted.get(request);
      if (!entry) return browser.close(1008, 'not admitted');
      admitted.delete(request);
      const log = request.log.child({ accountId: entry.caller.accountId, extension: entry.extension });
      log.info('sip relay connection opened');
      const { accountId } = entry.caller;
      const session = new RelaySession({
        browser,
        pbx: entry.pbx,
        caller: entry.caller,
        token: entry.token,
        extension: entry.extension,
        testNumber: entry.testNumber,
        dialogs: agents.hold(accountId, entry.extension),
        verifyToken,
        lookup,
        log,
        pingIntervalMs,
        maxFrameBytes,
        onClose: () => {
          sessions.delete(session);
          agents.release(accountId, entry.extension);
          release(accountId);
        },
      });
      sessions.add(session);
    },
  );

  fastify.addHook('onClose', async () => {
    for (const session of sessions) session.close('gateway');
  });
};
