/**
 * The unmasked lead phone (PHONE-10, PHONE-11). No permission on the route: the service allows
 * the lead's holder and lead:details:read, and records every reveal.
 */
import { PhoneReveal } from '@umbrella/contract';
import { errorResponses } from '../../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../../platform/typed-routes.js';
import { IdParams, LEADS_API, LEADS_TAGS } from './api.js';
import type { PhoneService } from './phones.js';

export function leadPhoneRoutes(app: TypedRoutesApp, phones: PhoneService): void {
  app.post(
    `${LEADS_API}/phones/lead/:id`,
    {
      schema: {
        tags: LEADS_TAGS,
        summary:
          'getLeadPhone: the unmasked phone, for the lead’s holder or lead:details:read; recorded (PHONE-10, PHONE-11)',
        params: IdParams,
        response: { 200: PhoneReveal, ...errorResponses },
      },
    },
    async (request) => phones.leadPhone(request.caller, request.params.id),
  );
}
