/** Evaluations as a list shows them: who was evaluated, by whom, with which form, and the score. */
import type { QualityEvaluationPage } from '@umbrella/contract';
import type { AccountLookup } from '../accounts/index.js';
import type { SummaryRow } from './evaluation-repo.js';

const fullName = (a?: { name: string; surname: string }) => (a ? `${a.name} ${a.surname}`.trim() : '');

export async function summaryDtos(
  accounts: AccountLookup,
  page: { totalSize: number; content: SummaryRow[] },
): Promise<QualityEvaluationPage> {
  const people = await accounts.summaries(page.content.flatMap((r) => [r.agent_id, r.evaluator_id]));
  return {
    totalSize: page.totalSize,
    content: page.content.map((r) => ({
      id: r.id,
      callId: r.call_record_id,
      agentId: r.agent_id,
      agentName: fullName(people.get(r.agent_id)),
      evaluatorId: r.evaluator_id,
      evaluatorName: fullName(people.get(r.evaluator_id)),
      formName: r.form_name,
      formVersionNumber: r.version,
      score: r.score,
      criticalFailed: r.critical_failed,
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
