/**
 * Call records for read:cdr:report (CDR-01..16): getAgentCallsPage with the spec's filters in the
 * caller's regions, and each call's recording with HTTP range requests, authorised per record
 * (another region's recording answers like a missing one).
 */
import { join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ERROR_CODES, LEAD_STATUS_NAMES } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import { HttpError, notFound } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { visiblePhone } from '../../platform/phone-mask.js';
import { foundInRegions, scopedRegionIds } from '../../platform/region-scope.js';
import { callPage, findCallByAudio } from './call-records.js';
import { directoryRecordings, parseRange, type RecordingSource } from './recordings.js';

const CDR = '/module/resources/api/v1/cdr';
const config = { permission: ['read:cdr:report'] } as const;
const tags = ['telephony'];
/** CDR-04 */
export const CALLS_PAGE_SIZE = 10;
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

const CallsQuery = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, description: `default ${CALLS_PAGE_SIZE} (CDR-04)` }),
  ),
  hasCallsFrom: Type.Optional(
    Type.String({ format: 'date-time', description: 'default: the start of the previous hour (CDR-09)' }),
  ),
  hasCallsTo: Type.Optional(Type.String({ format: 'date-time', description: 'default: now' })),
  phoneNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9+ ]+$' })),
  webmasterId: Type.Optional(Id),
  regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  productId: Type.Optional(Id),
  scriptId: Type.Optional(Id),
  agentId: Type.Optional(Id),
  leadStatus: Type.Optional(Type.Enum(LEAD_STATUS_NAMES)),
});

const CallRecord = Type.Object(
  {
    id: Type.Integer(),
    callDate: Type.String({ format: 'date-time' }),
    billSec: Type.Integer(),
    productName: Type.String(),
    scriptName: Type.Union([Type.String(), Type.Null()]),
    agentName: Type.Union([Type.String(), Type.Null()]),
    agentSurname: Type.Union([Type.String(), Type.Null()]),
    leadStatus: Type.String(),
    leadId: Type.Integer(),
    orderId: Type.Union([Type.Integer(), Type.Null()]),
    leadFullname: Type.String(),
    phoneNumber: Type.String({ description: '**** for callers with the voip feature (CDR-17)' }),
    callAudioSrc: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'CallRecord' },
);
const CallsPage = Type.Object({ content: Type.Array(CallRecord), totalSize: Type.Integer() }, { $id: 'CallsPage' });

const Audio = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'audio/wav bytes' });

/** The start of the previous hour (CDR-09). */
export function startOfPreviousHour(now: Date): Date {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  return new Date(start.getTime() - 3_600_000);
}

export type CallRecordsOptions = ModuleDeps & { recordings?: RecordingSource };

export const callRecordsRoutes: FastifyPluginAsync<CallRecordsOptions> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps;
  const recordings = deps.recordings ?? directoryRecordings(join(deps.config.dataDir, 'recordings'));

  app.get(
    `${CDR}/calls`,
    {
      config,
      schema: {
        tags,
        summary: 'getAgentCallsPage: calls of the caller’s regions, newest first (CDR-05, CDR-06, CDR-09)',
        querystring: CallsQuery,
        response: { 200: CallsPage, ...privateErrors },
      },
    },
    async (request) => {
      const q = request.query;
      const now = new Date();
      const page = await callPage(db, {
        regionIds: scopedRegionIds(request.caller, q.regionId ? [q.regionId] : undefined),
        from: q.hasCallsFrom ? new Date(q.hasCallsFrom) : startOfPreviousHour(now),
        to: q.hasCallsTo ? new Date(q.hasCallsTo) : now,
        pageNumber: q.pageNumber ?? 0,
        pageSize: q.pageSize ?? CALLS_PAGE_SIZE,
        phoneNumber: q.phoneNumber,
        webmasterId: q.webmasterId,
        productId: q.productId,
        scriptId: q.scriptId,
        agentId: q.agentId,
        leadStatus: q.leadStatus,
      });
      return {
        totalSize: page.totalSize,
        content: page.content.map((row, i) => ({
          ...row,
          phoneNumber: visiblePhone(request.caller, page.phones[i] ?? ''),
        })),
      };
    },
  );

  app.get(
    `${CDR}/audio/:callAudioSrc`,
    {
      config,
      schema: {
        tags,
        summary: 'A call’s recording (audio/wav), with HTTP range requests for seeking (CDR-12)',
        params: Type.Object({ callAudioSrc: Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,199}$' }) }),
        response: {
          200: Audio,
          206: Audio,
          ...errorResponses,
          416: errorResponses[404],
        },
      },
    },
    async (request, reply) => {
      const key = request.params.callAudioSrc;
      foundInRegions(request.caller, await findCallByAudio(db, key), (c) => c.regionId, 'Recording not found');
      const size = await recordings.size(key);
      if (size === undefined) throw notFound('Recording not found');
      const range = parseRange(request.headers.range, size);
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', 'audio/wav')
        .header('cache-control', 'private, no-store');
      if (range === null) {
        reply.header('content-range', `bytes */${size}`);
        throw new HttpError(416, ERROR_CODES.validation, 'Range Not Satisfiable');
      }
      const { start, end } = range ?? { start: 0, end: size - 1 };
      const data = size === 0 ? Buffer.alloc(0) : await recordings.read(key, start, end);
      if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
      return reply.header('content-length', data.length).send(data);
    },
  );
};
