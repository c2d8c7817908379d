/**
 * Call records for read:cdr:report (CDR-01..16): getAgentCallsPage with the spec's filters in the
 * caller's regions, and each call's recording with HTTP range requests, authorised per record
 * (another region's recording answers like a missing one).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CallQuality, ERROR_CODES, LEAD_STATUS_NAMES } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { ownTables } from '../../db/owners.js';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import { acceptRawBodies, configuredFileStore, signedUploadRoute } from '../../platform/file-store/index.js';
import { conflict, HttpError, notFound } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { visiblePhone } from '../../platform/phone-mask.js';
import { foundInRegions, scopedRegionIds } from '../../platform/region-scope.js';
import {
  attachRecording,
  callAwaitingRecording,
  callPage,
  callReads,
  findCallByAudio,
  recordingSlotFree,
} from './call-records.js';
import {
  directoryRecordings,
  parseRange,
  RECORDING_TYPES,
  type RecordingExtension,
  type RecordingSource,
  recordingType,
} from './recordings.js';

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
    quality: Type.Union([CallQuality, Type.Null()], {
      description:
        'how the customer came through, as the softphone measured it (decision 1825); null when not measured',
    }),
  },
  { $id: 'CallRecord' },
);
const CallsPage = Type.Object({ content: Type.Array(CallRecord), totalSize: Type.Integer() }, { $id: 'CallsPage' });

const Audio = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'the recording’s bytes: audio/webm (opus), audio/ogg or audio/wav',
});

/** Where the signed recording uploads point (decision 1441): public, the URL's signature is the credential. */
export const RECORDING_FILES = '/module/resources/files/recordings';
/** A recording upload link is valid this long; the softphone asks for a new one on every retry. */
const RECORDING_UPLOAD_SECONDS = 600;
/** Two hours of stereo opus at the softphone's bit rate is ~60 MB. */
export const RECORDING_MAX_BYTES = 64 * 1024 * 1024;
const RecordingKey = Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,199}$' });
/** The keys step 1 hands out: the call record's id, a random part and the format. */
const RECORDING_KEY = /^call-(\d{1,10})-[a-f0-9]{16}[.](webm|ogg|wav)$/;
const RecordingUploadBody = Type.Object({
  leadId: Id,
  format: Type.Enum(Object.keys(RECORDING_TYPES) as RecordingExtension[], {
    description: 'the container of the recording the softphone made (webm: opus)',
  }),
});
const RecordingUpload = Type.Object(
  {
    callAudioSrc: Type.String(),
    uploadUrl: Type.String({ description: `PUT the bytes here within ${RECORDING_UPLOAD_SECONDS} s` }),
  },
  { $id: 'RecordingUpload' },
);

/** The start of the previous hour (CDR-09). */
export function startOfPreviousHour(now: Date): Date {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  return new Date(start.getTime() - 3_600_000);
}

export type CallRecordsOptions = ModuleDeps & { recordings?: RecordingSource };

export const callRecordsRoutes: FastifyPluginAsync<CallRecordsOptions> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const db = ownTables(deps.db, 'telephony');
  const reads = callReads(deps.db);
  const recordings = deps.recordings ?? directoryRecordings(join(deps.config.dataDir, 'recordings'));
  const { store: signer, secret } = configuredFileStore(deps.config, RECORDING_FILES);
  acceptRawBodies(app, RECORDING_MAX_BYTES);

  app.post(
    `${CDR}/recordings`,
    {
      config: { permission: ['voip:outbound'] },
      schema: {
        tags,
        summary:
          'Step 1 of a call’s recording (decision 1441): a signed URL for the recording of the caller’s newest call to the lead',
        description: '404 when the caller has no call to the lead in the last day that is still without a recording.',
        body: RecordingUploadBody,
        response: { 200: RecordingUpload, ...errorResponses },
      },
    },
    async (request) => {
      const call = await callAwaitingRecording(db, request.caller.accountId, request.body.leadId);
      if (!call) throw notFound('No call to this lead is waiting for its recording');
      const callAudioSrc = `call-${call.id}-${randomBytes(8).toString('hex')}.${request.body.format}`;
      return { callAudioSrc, uploadUrl: signer.signedUrl(callAudioSrc, 'PUT', RECORDING_UPLOAD_SECONDS) };
    },
  );

  signedUploadRoute(app, {
    url: `${RECORDING_FILES}/:callAudioSrc`,
    params: Type.Object({ callAudioSrc: RecordingKey }),
    keyOf: (p) => p.callAudioSrc ?? '',
    secret,
    tags,
    summary: 'Step 2: the recording’s bytes, PUT to their signed URL; the call record then points at it (CDR-12)',
    maxBytes: RECORDING_MAX_BYTES,
    status: 201,
    response: {
      201: Type.Object({ callAudioSrc: Type.String(), size: Type.Integer() }),
      ...errorResponses,
      409: errorResponses[404],
    },
    receive: async (key, bytes) => {
      // Only step 1 signs keys, so a signed key has this shape.
      const callId = Number(RECORDING_KEY.exec(key)?.[1]);
      if (!Number.isSafeInteger(callId)) throw notFound('No such call');
      if (!(await recordingSlotFree(db, callId, key))) throw conflict('This call has another recording');
      await recordings.write(key, bytes);
      if (!(await attachRecording(db, callId, key))) throw conflict('This call has another recording');
      return { callAudioSrc: key, size: bytes.length };
    },
  });

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
      const page = await callPage(db, reads, {
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
      // An agent hears the recordings of its own calls: the ones its evaluations are about (decision 1808).
      config: { anyPermission: ['read:cdr:report', 'read:lead'] },
      schema: {
        tags,
        summary:
          'A call’s recording (audio/webm, audio/ogg or audio/wav), with HTTP range requests for seeking (CDR-12)',
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
      const call = foundInRegions(
        request.caller,
        await findCallByAudio(db, key),
        (c) => c.regionId,
        'Recording not found',
      );
      const reviewer = request.caller.permissions.includes('read:cdr:report');
      if (!reviewer && call.agentId !== request.caller.accountId) throw notFound('Recording not found');
      const size = await recordings.size(key);
      if (size === undefined) throw notFound('Recording not found');
      const range = parseRange(request.headers.range, size);
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', recordingType(key))
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
