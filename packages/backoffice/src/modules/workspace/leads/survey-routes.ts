/** The customer survey's routes (LEAD-53, LEAD-54): read a lead's answers, save them. */
import { SurveyBody, SurveyDto } from '@umbrella/contract';
import { errorResponses } from '../../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../../platform/typed-routes.js';
import { AGENT_WORK, IdParams, LEADS_BASE, LEADS_TAGS } from './api.js';
import type { FormService } from './forms.js';

export function surveyRoutes(app: TypedRoutesApp, forms: FormService): void {
  app.get(
    `${LEADS_BASE}/forms/check-form/:id`,
    {
      config: AGENT_WORK,
      schema: {
        tags: LEADS_TAGS,
        summary: 'The customer survey of a lead (LEAD-53, LEAD-61)',
        params: IdParams,
        response: { 200: SurveyDto, ...errorResponses },
      },
    },
    async (request) => forms.check(request.caller, request.params.id),
  );

  app.post(
    `${LEADS_BASE}/forms/add-form`,
    {
      config: AGENT_WORK,
      schema: {
        tags: LEADS_TAGS,
        summary: 'Saves the customer survey: age 18–99, sex M or F (LEAD-48..51, LEAD-54)',
        description: 'An age outside 18–99 answers 400 with "La edad debe estar entre 18 y 99" on `age`.',
        body: SurveyBody,
        response: { 200: SurveyDto, ...errorResponses },
      },
    },
    async (request) => forms.add(request.caller, request.body),
  );
}
