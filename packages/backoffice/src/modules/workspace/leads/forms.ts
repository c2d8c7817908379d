/** The customer survey (LEAD-48..51, LEAD-61): age 18–99 and sex M/F per lead. */
import {
  ERROR_CODES,
  SURVEY_AGE_MAX,
  SURVEY_AGE_MESSAGE,
  SURVEY_AGE_MIN,
  type SurveyBody,
  type SurveyDto,
} from '@umbrella/contract';
import type { Clock } from '../../../clock.js';
import type { ModuleDb } from '../../../db/owners.js';
import type { Caller } from '../../../platform/caller.js';
import { HttpError } from '../../../platform/http-error.js';
import { foundInRegions } from '../../../platform/region-scope.js';

type FormCaller = Pick<Caller, 'accountId' | 'regionIds'>;

async function assertLeadVisible(db: ModuleDb<'workspace'>, caller: FormCaller, leadId: number): Promise<void> {
  const lead = await db.selectFrom('leads').select('region_id').where('id', '=', leadId).executeTakeFirst();
  foundInRegions(caller, lead, (l) => l.region_id, 'Lead not found');
}

export function createFormService(deps: { db: ModuleDb<'workspace'>; clock: Clock }) {
  const { db, clock } = deps;

  async function read(leadId: number): Promise<SurveyDto> {
    const row = await db
      .selectFrom('lead_surveys')
      .select(['age', 'sex'])
      .where('lead_id', '=', leadId)
      .executeTakeFirst();
    return { leadId, filled: !!row, age: row?.age ?? null, sex: row?.sex ?? null };
  }

  return {
    /** check-form/{id}: the saved answers, or filled: false. */
    async check(caller: FormCaller, leadId: number): Promise<SurveyDto> {
      await assertLeadVisible(db, caller, leadId);
      return read(leadId);
    },

    /** add-form: saves (or corrects) the answers of a lead. */
    async add(caller: FormCaller, body: SurveyBody): Promise<SurveyDto> {
      if (!Number.isInteger(body.age) || body.age < SURVEY_AGE_MIN || body.age > SURVEY_AGE_MAX) {
        throw new HttpError(400, ERROR_CODES.validation, SURVEY_AGE_MESSAGE, { age: SURVEY_AGE_MESSAGE });
      }
      await assertLeadVisible(db, caller, body.leadId);
      const now = clock.now();
      await db
        .insertInto('lead_surveys')
        .values({
          lead_id: body.leadId,
          age: body.age,
          sex: body.sex,
          account_id: caller.accountId,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .column('lead_id')
            .doUpdateSet({ age: body.age, sex: body.sex, account_id: caller.accountId, updated_at: now }),
        )
        .execute();
      return read(body.leadId);
    },
  };
}

export type FormService = ReturnType<typeof createFormService>;
