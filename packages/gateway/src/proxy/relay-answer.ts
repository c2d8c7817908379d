import type { Readable } from 'node:stream';
import type { FastifyReply, RawServerBase, RouteGenericInterface } from 'fastify';

/** The reply as reply-from's hooks see it. */
type Reply = FastifyReply<RouteGenericInterface, RawServerBase>;

/** Largest answer relayed in one piece; a larger one, or one of unknown length, is streamed. */
export const WHOLE_ANSWER_LIMIT = 64 * 1024;

/** What reply-from hands its `onResponse` hook: the status and headers are already on the reply. */
export type UpstreamAnswer = { headers: Record<string, string | string[] | undefined>; stream: Readable };

/**
 * Sends the back-office's answer to the client. Most API answers are a few hundred bytes of JSON
 * whose length the head declares: those are read whole and sent with one `end`, which spares the
 * pipe from the upstream stream into the response (its listeners, end-of-stream tracking and
 * ticks) on every request. Anything larger, of unknown length (a chunked or event stream) or the
 * answer to a HEAD is streamed as it comes. An answer that breaks off before its declared length
 * is answered like no answer at all (`failed`: 502 or 504 in the house shape), not relayed cut.
 */
export function relayAnswer(
  reply: Reply,
  answer: UpstreamAnswer,
  failed: (reply: Reply, details: { error: Error }) => void,
): void {
  const length = Number(answer.headers['content-length']);
  if (!(length > 0 && length <= WHOLE_ANSWER_LIMIT) || reply.request.method === 'HEAD') {
    void reply.send(answer.stream);
    return;
  }
  const chunks: Buffer[] = [];
  answer.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  answer.stream.once('end', () => void reply.send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
  answer.stream.once('error', (error) => {
    // The upstream's head was copied onto the reply; the error answer has its own. The request id
    // is the gateway's (the upstream's was never copied).
    for (const name of Object.keys(answer.headers)) if (name !== 'x-request-id') reply.removeHeader(name);
    failed(reply, { error });
  });
}
