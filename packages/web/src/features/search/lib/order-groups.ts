import { ORDER_STATUS } from '@umbrella/contract';

/**
 * The orders list's groups (SEARCH-35, decision 1124): confirmed, deposit, verified. Verified
 * holds the verified orders and those of them already out with the courier (Transit, the
 * IN_TRANSIT delivery state), the only ones that may be refused (SEARCH-37).
 */
export const ORDER_GROUPS = {
  confirmed: [ORDER_STATUS.CONFIRMED],
  deposit: [ORDER_STATUS.DEPOSIT],
  verified: [ORDER_STATUS.VERIFIED, ORDER_STATUS.TRANSIT],
} as const;
export type OrderGroup = keyof typeof ORDER_GROUPS;

export const groupOf = (statuses: readonly number[]): OrderGroup =>
  (Object.keys(ORDER_GROUPS) as OrderGroup[]).find(
    (group) => ORDER_GROUPS[group].length === statuses.length && ORDER_GROUPS[group].every((s) => statuses.includes(s)),
  ) ?? 'confirmed';

export const mayRefuse = (status: number) => status === ORDER_STATUS.TRANSIT;
export const mayEdit = (status: number) => status !== ORDER_STATUS.VERIFIED;
