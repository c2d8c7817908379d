/**
 * Telephony routes (PHONE-41): the caller's voip configuration, the masked-number resolution the
 * gateway's SIP relay calls, and extension registration for administrators.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  VOIP_CONFIG_PATH,
  VOIP_RESOLVE_PATH,
  VoipConfig,
  VoipResolveBody,
  VoipResolved,
} from '@umbrella/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { callRecordsRoutes } from './call-records-routes.js';
import { createTelephonyService } from './service.js';

const RegisterBody = Type.Object({
  accountIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }),
});
/** registerAccountExtensions' answer (AGENT-42): the SIP password stays server-side (voip-config/me gives it to its owner). */
const RegisteredExtension = Type.Object({
  agentId: Type.Integer(),
  extensionId: Type.String(),
});

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export const telephonyRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const { db, config } = deps;
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  await instance.register(callRecordsRoutes, deps);
  const telephony = createTelephonyService({ db, telephony: config.telephony });

  app.get(
    VOIP_CONFIG_PATH,
    {
      schema: {
        tags: ['telephony'],
        summary: "The caller's voip block: relay URL, extension, password, test number (PHONE-03, AUTH-14)",
        description: '409 VOIP_NOT_CONFIGURED when no PBX is configured: the web then hides the softphone quietly.',
        response: { 200: VoipConfig, ...privateErrors, 409: ErrorBody },
      },
    },
    async (request) => telephony.voipConfig(request.caller, origin(request)),
  );

  app.post(
    VOIP_RESOLVE_PATH,
    {
      config: { permission: ['voip:outbound'] },
      schema: {
        tags: ['telephony'],
        summary: 'The real number behind a masked dial reference (lead-<id>, order-<id>); recorded',
        body: VoipResolveBody,
        response: { 200: VoipResolved, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => telephony.resolveDial(request.caller, request.body.reference),
  );

  app.post(
    '/module/resources/api/v1/voip-extensions',
    {
      config: { permission: ['owner:users'] },
      schema: {
        tags: ['telephony'],
        summary:
          'registerAccountExtensions([agentId]): gives each account without one the next free extension (one per agent; AGENT-41, AGENT-42)',
        body: RegisterBody,
        response: { 200: Type.Array(RegisteredExtension), ...privateErrors },
      },
    },
    async (request) =>
      (await telephony.registerExtensions(request.body.accountIds)).map((e) => ({
        agentId: e.accountId,
        extensionId: e.extension,
      })),
  );
};
