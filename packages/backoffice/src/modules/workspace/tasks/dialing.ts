/**
 * How the desk starts a task's call (decisions 1803, 1804): progressive when one of the agent's
 * groups that gives this task is progressive, manual otherwise, and always manual for a lead whose
 * local time is outside the calling hours — the back-office never hands such a lead for an
 * automatic dial, whatever the web does.
 */
import { isTimeZone, type TaskDialing, type TaskDto, withinCallingHours } from '@umbrella/contract';
import type { EligibilityRule } from './eligibility.js';

function gives(rule: EligibilityRule, task: TaskDto): boolean {
  const lead = task.context;
  if (!lead || rule.regionId !== lead.region.id) return false;
  if (rule.taskType && rule.taskType !== task.type) return false;
  if (rule.productIds.length && !rule.productIds.includes(lead.product.id ?? -1)) return false;
  if (rule.webmasterIds.length && !rule.webmasterIds.includes(lead.webmasterId ?? -1)) return false;
  return true;
}

export function taskDialing(task: TaskDto, rules: readonly EligibilityRule[], now: Date): TaskDialing {
  const progressive = rules.filter((r) => r.dialing.mode === 'progressive' && gives(r, task));
  if (!progressive.length) return { mode: 'manual', previewSeconds: 0, outsideCallingHours: false };
  // Groups that disagree: the longest preview of the progressive ones, the most time to read.
  const previewSeconds = Math.max(...progressive.map((r) => r.dialing.previewSeconds));
  const zone = task.context?.region.timezone ?? '';
  // A zone the back-office cannot read is treated as outside: never dial a customer at night by mistake.
  const outsideCallingHours = !isTimeZone(zone) || !withinCallingHours(now, zone);
  return { mode: outsideCallingHours ? 'manual' : 'progressive', previewSeconds, outsideCallingHours };
}

export const withDialing = (task: TaskDto | null, rules: readonly EligibilityRule[], now: Date): TaskDto | null =>
  task && { ...task, dialing: taskDialing(task, rules, now) };
