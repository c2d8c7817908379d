/**
 * Calibration (decision 1809): how the evaluators of one call scored it apart, question by
 * question, among the evaluations made with the same form version as the caller's own. Blind as
 * 1807: only one who has submitted its own evaluation of the call sees the others'.
 */
import type { QualityCalibration } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { notFound } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { accountLookup } from '../accounts/index.js';
import { findRecordedCall } from '../telephony/index.js';
import * as evaluations from './evaluation-repo.js';
import { callDto } from './evaluation-service.js';
import * as forms from './form-repo.js';

type CalibrationCaller = Pick<Caller, 'accountId' | 'regionIds'>;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const range = (values: readonly number[]) => (values.length ? Math.max(...values) - Math.min(...values) : 0);

export function createCalibrationService(appDb: Kysely<Database>) {
  const db = ownTables(appDb, 'quality');
  const accounts = accountLookup(appDb);
  return {
    async calibration(caller: CalibrationCaller, callId: number): Promise<QualityCalibration> {
      const call = foundInRegions(caller, await findRecordedCall(appDb, callId), (c) => c.regionId, {
        key: 'notFoundRecordedCall',
        values: { id: callId },
      });
      const all = await evaluations.callEvaluations(db, callId);
      const mine = all.find((e) => e.evaluator_id === caller.accountId);
      if (!mine) throw notFound({ key: 'noEvaluationToCalibrate', values: { id: callId } });
      const same = all.filter((e) => e.form_version_id === mine.form_version_id);
      const version = (await forms.findVersion(db, mine.form_version_id)) as forms.FormVersionRow;
      const [form, people] = await Promise.all([
        forms.findAnyForm(db, version.form_id),
        accounts.summaries(same.map((e) => e.evaluator_id)),
      ]);
      const answersOf = same.map((e) => new Map(e.answers.map((a) => [a.questionId, a.value])));
      return {
        call: callDto(call),
        formName: form?.name ?? '',
        formVersionNumber: version.version,
        evaluators: same.map((e) => {
          const person = people.get(e.evaluator_id);
          return {
            evaluationId: e.id,
            evaluatorId: e.evaluator_id,
            evaluatorName: person ? `${person.name} ${person.surname}`.trim() : '',
            score: e.score,
            criticalFailed: e.critical_failed,
          };
        }),
        questions: version.sections.flatMap((section) =>
          section.questions.map((question) => {
            const values = answersOf.map((answers) => answers.get(question.id) ?? null);
            const top = question.kind === 'scale' ? (question.scaleMax ?? 1) : 1;
            const given = values.filter((v): v is number => v !== null);
            return {
              section: section.title,
              question,
              values,
              spread: round(range(given) / top, 2),
              differs: new Set(values.map(String)).size > 1,
            };
          }),
        ),
        scoreSpread: round(range(same.map((e) => e.score)), 1),
        otherVersions: all.length - same.length,
      };
    },
  };
}
