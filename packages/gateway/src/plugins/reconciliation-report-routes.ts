/**
 * Reconciliation report files (RECON-04, RECON-07, RECON-15, decision 1133): validate answers the
 * row errors only; the PUT refuses a file with errors, else stores it at the back-office's upload
 * link and hands its rows to the back-office.
 */
import type { FastifyInstance } from 'fastify';
import { parseInWorker } from '../reports/parse-in-worker.js';
import type { ParsedReport, ReportLimits } from '../reports/report-errors.js';
import type { ReportHttp } from './report-http.js';

const RECONCILIATION_PERMISSION = 'payment.document.report:upload';

function summary(result: ParsedReport) {
  const counts = new Map<string, number>();
  for (const error of result.errors) counts.set(error.type, (counts.get(error.type) ?? 0) + 1);
  return [...counts].map(([type, count]) => ({ type, count }));
}

export function reconciliationReportRoutes(fastify: FastifyInstance, http: ReportHttp, limits: ReportLimits): void {
  const { allowed, bytes, header, jsonHeaders, idempotencyHeader, relay, putBytes, refuse, upstream } = http;

  fastify.post('/gateway/reports/validate', async (request, reply) => {
    if (!(await allowed(request, reply, RECONCILIATION_PERMISSION))) return reply;
    const result = await parseInWorker(bytes(request), limits);
    return reply.send({ rows: result.rows.length, errors: result.errors, errorSummary: summary(result) });
  });

  fastify.put('/gateway/reports/reconciliation', async (request, reply) => {
    if (!(await allowed(request, reply, RECONCILIATION_PERMISSION))) return reply;
    const result = await parseInWorker(bytes(request), limits);
    if (result.errors.length) return refuse(reply, result.errors, { errorSummary: summary(result) });
    const json = jsonHeaders(request);
    const meta = {
      paymentProviderId: Number(header(request, 'paymentproviderid')),
      paymentDate: header(request, 'paymentdate'),
      bankTransactionNumber: header(request, 'banktransactionnumber'),
      amount: Number(header(request, 'amount')),
      whoDid: header(request, 'whodid'),
    };
    const link = await upstream({
      method: 'POST',
      url: '/module/payments/api/v1/reports/upload-link',
      headers: json,
      payload: meta,
    });
    if (link.statusCode !== 200) return relay(reply, link);
    const { url, fileKey } = link.json() as { url: string; fileKey: string };
    const stored = await putBytes(request, url);
    if (stored.statusCode !== 204) return relay(reply, stored);
    const forwarded = await upstream({
      method: 'POST',
      url: '/module/payments/api/v1/reports',
      headers: { ...json, ...idempotencyHeader(request) },
      payload: { ...meta, fileName: header(request, 'filename'), fileKey, rows: result.rows },
    });
    return relay(reply, forwarded);
  });
}
