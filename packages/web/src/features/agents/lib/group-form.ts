import { DEFAULT_PREVIEW_SECONDS, type DialingMode } from '@umbrella/contract';
import type { AdminGroup } from '../api/get-groups';

export const GROUPS_PAGE_SIZE = 25;
export const TASK_TYPES = ['LEAD', 'CALL_BACK', 'RECALL'] as const;
/** GROUP-18: each transfer panel. */
export const TRANSFER_LIST_STYLE = { width: '45%', height: 300 } as const;

export type GroupValues = {
  name: string;
  regionId?: string;
  taskType?: (typeof TASK_TYPES)[number];
  featureIds: string[];
  productIds: number[];
  /** GROUP-17: the script each chosen product carries, by product id (none chosen: no entry). */
  scriptIds: Record<number, number | undefined>;
  webmasterIds: number[];
  /** Decision 1803: manual, or progressive after a preview of 0–30 s. */
  dialingMode: DialingMode;
  previewSeconds: number;
};

export function groupValues(group?: AdminGroup): GroupValues {
  if (!group) {
    return {
      name: '',
      featureIds: [],
      productIds: [],
      scriptIds: {},
      webmasterIds: [],
      dialingMode: 'manual',
      previewSeconds: DEFAULT_PREVIEW_SECONDS,
    };
  }
  return {
    name: group.name,
    regionId: group.regionId,
    taskType: group.taskType ?? undefined,
    featureIds: group.features.map((f) => String(f.id)),
    productIds: group.products.map((p) => p.product.id),
    scriptIds: Object.fromEntries(group.products.map((p) => [p.product.id, p.scriptId ?? undefined])),
    webmasterIds: group.webmasters.map((w) => w.webmasterId),
    dialingMode: group.dialing.mode,
    previewSeconds: group.dialing.previewSeconds,
  };
}

const sameSet = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((v) => b.includes(v));

/** GROUP-23: the chosen products, each with its script (null when none is chosen). */
export function groupProducts(values: GroupValues): { productId: number; scriptId: number | null }[] {
  return values.productIds.map((productId) => ({ productId, scriptId: values.scriptIds[productId] ?? null }));
}

/** GROUP-26: the group modal's unsaved changes. */
export function groupChanged(initial: GroupValues, current: GroupValues): boolean {
  return (
    initial.name !== current.name ||
    initial.regionId !== current.regionId ||
    initial.taskType !== current.taskType ||
    !sameSet(initial.featureIds, current.featureIds) ||
    !sameSet(initial.productIds, current.productIds) ||
    current.productIds.some((id) => initial.scriptIds[id] !== current.scriptIds[id]) ||
    !sameSet(initial.webmasterIds, current.webmasterIds) ||
    initial.dialingMode !== current.dialingMode ||
    initial.previewSeconds !== current.previewSeconds
  );
}
