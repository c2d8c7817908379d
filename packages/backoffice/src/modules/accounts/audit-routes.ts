/**
 * GET /module/account/api/v1/audit: the audit log for owner:users — the permission of
 * the accounts administration — in the caller's regions, newest first (decision 1735).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, REGIONS } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { privateErrors } from '../../platform/error-responses.js';
import { invalid } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { AUDIT_COUNT_CAP, auditPage } from './audit-repo.js';

const config = { permission: ['owner:users'] } as const;
export const AUDIT_PAGE_SIZE = 20;

const AuditQuery = Type.Object({
  number: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'page from 0 (default 0)' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: `default ${AUDIT_PAGE_SIZE}` })),
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'the start of the actor’s login' })),
  action: Type.Optional(Type.Enum(AUDIT_ACTIONS)),
  targetType: Type.Optional(Type.Enum(AUDIT_TARGET_TYPES)),
  targetId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'from this instant (inclusive)' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'before this instant' })),
});

const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    actorId: Type.Union([Type.Integer(), Type.Null()]),
    actorLogin: Type.String(),
    actorName: Type.Union([Type.String(), Type.Null()]),
    action: Type.String(),
    targetType: Type.String(),
    targetId: Type.String(),
    regionIds: Type.Array(Type.String()),
    details: Type.Record(Type.String(), Type.Unknown()),
    requestId: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'AuditEntry' },
);
const AuditPage = Type.Object(
  {
    content: Type.Array(AuditEntry),
    totalSize: Type.Integer({ description: `stops at ${AUDIT_COUNT_CAP + 1}: more than ${AUDIT_COUNT_CAP}` }),
  },
  { $id: 'AuditPage' },
);

export const auditRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/module/account/api/v1/audit',
    {
      config,
      schema: {
        tags: ['account'],
        summary: 'The audit log: permission-relevant actions in the caller’s regions, newest first',
        querystring: AuditQuery,
        response: { 200: AuditPage, ...privateErrors },
      },
    },
    async (request) => {
      const { caller } = request;
      const q = request.query;
      const from = q.from ? new Date(q.from) : undefined;
      const to = q.to ? new Date(q.to) : undefined;
      if (from && to && from >= to) throw invalid('to', 'must be after from');
      return auditPage(db, {
        regionIds: caller.regionIds,
        includeRegionless: REGIONS.every((r) => caller.regionIds.includes(r.id)),
        actorLogin: q.actor?.trim() || undefined,
        action: q.action,
        targetType: q.targetType,
        targetId: q.targetId,
        from,
        to,
        number: q.number ?? 0,
        size: q.size ?? AUDIT_PAGE_SIZE,
      });
    },
  );
};
