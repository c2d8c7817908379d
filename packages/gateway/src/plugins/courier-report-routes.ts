/**
 * Courier report files (DREP-21..34, decision 1832): read here with the provider's mappings, the
 * rows matched against the orders by the back-office in the same request, so every row error is
 * known before anything is stored.
 */
import {
  type CourierReportCheck,
  type CourierReportRow,
  type DeliveryReportMapping,
  type DeliveryReportUploadLink,
  ERROR_CODES,
  type ReportRowError,
} from '@umbrella/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseCourierInWorker } from '../reports/parse-in-worker.js';
import type { ReportLimits } from '../reports/report-errors.js';
import type { Answer, ReportHttp } from './report-http.js';

const COURIER_PERMISSION = 'upload:delivery';
const DELIVERY = '/module/delivery/api/v1';
/** DREP-27: the upload link came without a URL to PUT the file to. */
export const SIGNED_URL_EMPTY = 'Signed Url is empty';

/** What the gateway found in a courier file: the rows read, every error, the header cells when it needs a mapping. */
type CourierCheck = {
  rows: CourierReportRow[];
  errors: ReportRowError[];
  queueable: boolean;
  headers?: string[];
};

const byRow = (a: ReportRowError, b: ReportRowError) => (a.row ?? 0) - (b.row ?? 0);

const providerOf = (value: string | undefined, reply: FastifyReply) => {
  const providerId = Number(value);
  if (Number.isInteger(providerId) && providerId > 0) return providerId;
  void reply.code(400).send({
    message: 'providerId must be a provider id',
    code: ERROR_CODES.validation,
    errors: { providerId: 'must be a provider id' },
  });
  return undefined;
};

export function courierReportRoutes(fastify: FastifyInstance, http: ReportHttp, limits: ReportLimits): void {
  const { allowed, bytes, header, jsonHeaders, idempotencyHeader, relay, putBytes, refuse, upstream } = http;

  /**
   * Parses a courier file with its provider's mappings and has the back-office match the rows read
   * against the orders; an answer of the back-office's to relay when it refuses (provider not found…).
   */
  async function checkCourier(request: FastifyRequest, providerId: number): Promise<CourierCheck | Answer> {
    const mappings = await upstream({
      method: 'GET',
      url: `${DELIVERY}/reports/mappings?providerId=${providerId}`,
      headers: jsonHeaders(request),
    });
    if (mappings.statusCode !== 200) return mappings;
    const parsed = await parseCourierInWorker(bytes(request), limits, mappings.json() as DeliveryReportMapping[]);
    if (parsed.headers) return { rows: [], errors: parsed.errors, queueable: false, headers: parsed.headers };
    if (!parsed.rows.length) return { rows: [], errors: parsed.errors, queueable: false };
    const matched = await upstream({
      method: 'POST',
      url: `${DELIVERY}/reports/check`,
      headers: jsonHeaders(request),
      payload: { providerId, rows: parsed.rows },
    });
    if (matched.statusCode !== 200) return matched;
    const found = matched.json() as CourierReportCheck;
    return {
      rows: parsed.rows,
      // Listed up to the limit, like the file's own errors (the dialog shows the first ones and the count).
      errors: [...parsed.errors, ...found.errors].sort(byRow).slice(0, limits.maxErrors),
      queueable: parsed.errors.length === 0 && found.queueable,
    };
  }

  /** A courier file's errors before upload (DREP-31..34): read here, matched by the back-office; nothing stored. */
  fastify.post<{ Querystring: { providerId?: string } }>(
    '/gateway/reports/courier/validate',
    async (request, reply) => {
      if (!(await allowed(request, reply, COURIER_PERMISSION))) return reply;
      const providerId = providerOf(request.query.providerId, reply);
      if (providerId === undefined) return reply;
      const check = await checkCourier(request, providerId);
      if ('statusCode' in check) return relay(reply, check);
      return reply.send({
        rows: check.rows.length,
        errors: check.errors,
        queueable: check.queueable,
        headers: check.headers,
      });
    },
  );

  /**
   * A courier file's upload (DREP-21..25): refused with every error unless it has none, or unless
   * its only errors are unmatched rows and the caller asks to keep it for the queue
   * (`x-keep-unmatched: true`, decision 1832); else the back-office's upload link, the PUT of the
   * bytes to it and process-uploaded with the rows read, as the spec's three steps.
   */
  fastify.put('/gateway/reports/courier', async (request, reply) => {
    if (!(await allowed(request, reply, COURIER_PERMISSION))) return reply;
    const providerId = providerOf(header(request, 'providerid'), reply);
    if (providerId === undefined) return reply;
    const keepUnmatched = request.headers['x-keep-unmatched'] === 'true';
    const check = await checkCourier(request, providerId);
    if ('statusCode' in check) return relay(reply, check);
    if (check.errors.length && !(keepUnmatched && check.queueable)) {
      return refuse(reply, check.errors, { queueable: check.queueable, headers: check.headers });
    }
    const json = jsonHeaders(request);
    const originalFileName = header(request, 'filename') ?? '';
    const link = await upstream({
      method: 'POST',
      url: `${DELIVERY}/reports/upload-link`,
      headers: json,
      payload: { providerId, originalFileName },
    });
    if (link.statusCode !== 200) return relay(reply, link);
    const info = link.json() as DeliveryReportUploadLink;
    if (!info.uploadUrl)
      return reply.code(502).send({ message: SIGNED_URL_EMPTY, code: ERROR_CODES.upstreamUnavailable });
    const stored = await putBytes(request, info.uploadUrl);
    if (stored.statusCode !== 204) return relay(reply, stored);
    const forwarded = await upstream({
      method: 'POST',
      url: `${DELIVERY}/reports/process-uploaded`,
      headers: { ...json, ...idempotencyHeader(request) },
      payload: { providerId, originalFileName, fileKey: info.fileKey, rows: check.rows, keepUnmatched },
    });
    return relay(reply, forwarded);
  });
}
