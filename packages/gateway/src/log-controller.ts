import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The URL as it may be logged: an access token in the query string is masked. */
export function loggableUrl(url: string): string {
  return url.includes('access_token=') ? url.replace(/access_token=[^&]*/g, 'access_token=***') : url;
}

/**
 * One line per request, written when it completes (method, URL without tokens, status, time);
 * every line of a request carries its reqId, which is also the X-Request-Id header.
 */
export class GatewayLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      ms: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
