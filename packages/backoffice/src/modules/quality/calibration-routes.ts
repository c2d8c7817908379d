/** Calibration's route (quality:evaluate, decision 1809): where a call's evaluators scored it apart. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, QualityCalibration } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createCalibrationService } from './calibration-service.js';
import { QUALITY_API } from './form-routes.js';

export const calibrationRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const calibration = createCalibrationService(db);

  app.get(
    `${QUALITY_API}/calls/:id/calibration`,
    {
      config: { permission: ['quality:evaluate'] as const },
      schema: {
        tags: ['quality'],
        summary:
          "Each evaluator's answers to a call per question and their spread, for one who has evaluated the call (blind until then)",
        params: Type.Object({ id: Id }),
        response: { 200: QualityCalibration, ...errorResponses },
      },
    },
    async (request) => calibration.calibration(request.caller, request.params.id),
  );
};
