import type { AgentFloorState } from '@umbrella/contract';

/** Seconds after which a state is flagged on the agent grid; the supervisor changes them (kept in this browser). */
export type FloorThresholds = Record<AgentFloorState, number>;

export const DEFAULT_THRESHOLDS: FloorThresholds = {
  WAITING: 300,
  DIALLING: 45,
  ON_CALL: 900,
  WRAP_UP: 60,
  IDLE: 300,
};
const KEY = 'umbrella.floor-thresholds';

export function loadThresholds(): FloorThresholds {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<FloorThresholds>;
    const valid = Object.entries(stored).filter(([, v]) => typeof v === 'number' && v > 0);
    return { ...DEFAULT_THRESHOLDS, ...Object.fromEntries(valid) };
  } catch {
    return DEFAULT_THRESHOLDS;
  }
}

export function saveThresholds(thresholds: FloorThresholds): void {
  localStorage.setItem(KEY, JSON.stringify(thresholds));
}
