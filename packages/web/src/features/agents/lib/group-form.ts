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
};

export function groupValues(group?: AdminGroup): GroupValues {
  if (!group) return { name: '', featureIds: [], productIds: [] };
  return {
    name: group.name,
    regionId: group.regionId,
    taskType: group.taskType ?? undefined,
    featureIds: group.features.map((f) => String(f.id)),
    productIds: group.products.map((p) => p.product.id),
  };
}

const sameSet = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((v) => b.includes(v));

/** GROUP-26: the group modal's unsaved changes. */
export function groupChanged(initial: GroupValues, current: GroupValues): boolean {
  return (
    initial.name !== current.name ||
    initial.regionId !== current.regionId ||
    initial.taskType !== current.taskType ||
    !sameSet(initial.featureIds, current.featureIds) ||
    !sameSet(initial.productIds, current.productIds)
  );
}
