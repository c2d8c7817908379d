import type { DeliveryDiscrepancyDto } from '@umbrella/contract';
import { sayReason } from '@/lib/errors/reason-text';

/**
 * Why a queued row matches no order, in the user's language: its key of API_REASONS with its
 * values; a row queued before keys were kept shows the server's English.
 */
export const discrepancyProblem = (d: Pick<DeliveryDiscrepancyDto, 'problem' | 'problemCode' | 'problemValues'>) =>
  d.problemCode ? sayReason({ key: d.problemCode, values: d.problemValues ?? undefined }, d.problem) : d.problem;
