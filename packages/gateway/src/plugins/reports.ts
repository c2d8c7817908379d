/**
 * /gateway/reports/**: reconciliation report files (RECON-04, RECON-07, RECON-15, decision 1133).
 * The bytes are parsed and validated here, in a worker thread, before anything is stored:
 * POST /gateway/reports/validate answers the row errors only (the upload modal shows them before
 * upload); PUT /gateway/reports/reconciliation, with the report's metadata headers, refuses a file
 * with errors (400, every error listed) and hands a valid one's rows to the back-office.
 */
import type { TokenVerifier } from '@umbrella/backoffice';
import { ERROR_CODES } from '@umbrella/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/bearer.js';
import { checkToken } from '../auth/check-token.js';
import { parseInWorker } from '../reports/parse-in-worker.js';
import { DEFAULT_REPORT_LIMITS, type ParsedReport, type ReportLimits } from '../reports/report-errors.js';

export type ReportsOptions = { verifyToken: TokenVerifier; limits?: Partial<ReportLimits> };

const PERMISSION = 'payment.document.report:upload';

function summary(result: ParsedReport) {
  const counts = new Map<string, number>();
  for (const error of result.errors) counts.set(error.type, (counts.get(error.type) ?? 0) + 1);
  return [...counts].map(([type, count]) => ({ type, count }));
}

export const reportsPlugin: FastifyPluginAsync<ReportsOptions> = async (fastify, options) => {
  const limits = { ...DEFAULT_REPORT_LIMITS, ...options.limits };
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limits.maxBytes }, (_request, body, done) =>
    done(null, body),
  );

  /** The caller may upload reports: a valid token with the permission (403/401 otherwise). */
  async function allowed(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const checked = await checkToken(bearerToken(request.headers), options.verifyToken);
    if ('refused' in checked) {
      const { statusCode, headers, body } = checked.refused;
      await reply.code(statusCode).headers(headers).send(body);
      return false;
    }
    if (checked.caller.permissions.includes(PERMISSION)) return true;
    await reply.code(403).send({ message: `Missing permission: ${PERMISSION}`, code: ERROR_CODES.forbidden });
    return false;
  }

  async function parse(request: FastifyRequest): Promise<ParsedReport> {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return parseInWorker(body, limits);
  }

  const refuse = (reply: FastifyReply, result: ParsedReport) =>
    reply.code(400).send({
      message: `The report has ${result.errors.length} error(s)`,
      code: ERROR_CODES.validation,
      errors: {
        file: summary(result)
          .map((s) => `${s.type} × ${s.count}`)
          .join(', '),
      },
      reportErrors: result.errors,
      errorSummary: summary(result),
    });

  fastify.post('/gateway/reports/validate', async (request, reply) => {
    if (!(await allowed(request, reply))) return reply;
    const result = await parse(request);
    return reply.send({ rows: result.rows.length, errors: result.errors, errorSummary: summary(result) });
  });

  fastify.put('/gateway/reports/reconciliation', async (request, reply) => {
    if (!(await allowed(request, reply))) return reply;
    const header = (name: string) => {
      const value = request.headers[`x-amz-meta-${name}`];
      return typeof value === 'string' ? decodeURIComponent(value) : undefined;
    };
    const result = await parse(request);
    if (result.errors.length) return refuse(reply, result);
    const upstream = (fastify as FastifyInstance).inject.bind(fastify);
    const json = {
      authorization: request.headers.authorization ?? '',
      'content-type': 'application/json',
      'x-request-id': request.id,
    };
    const meta = {
      paymentProviderId: Number(header('paymentproviderid')),
      paymentDate: header('paymentdate'),
      bankTransactionNumber: header('banktransactionnumber'),
      amount: Number(header('amount')),
      whoDid: header('whodid'),
    };
    const relay = (answer: { statusCode: number; body: string }) =>
      reply.code(answer.statusCode).header('content-type', 'application/json').send(answer.body);
    const link = await upstream({
      method: 'POST',
      url: '/module/payments/api/v1/reports/upload-link',
      headers: json,
      payload: meta,
    });
    if (link.statusCode !== 200) return relay(link);
    const { url, fileKey } = link.json() as { url: string; fileKey: string };
    const target = new URL(url, 'http://gateway.invalid');
    const stored = await upstream({
      method: 'PUT',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/octet-stream', 'x-request-id': request.id },
      payload: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    });
    if (stored.statusCode !== 204) return relay(stored);
    const forwarded = await upstream({
      method: 'POST',
      url: '/module/payments/api/v1/reports',
      headers: {
        ...json,
        ...(request.headers['idempotency-key']
          ? { 'idempotency-key': String(request.headers['idempotency-key']) }
          : {}),
      },
      payload: { ...meta, fileName: header('filename'), fileKey, rows: result.rows },
    });
    return relay(forwarded);
  });
};
