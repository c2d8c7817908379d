import type { Permission } from '@umbrella/contract';

/**
 * How a route decides who may open it (spec 1 §2, spec 3 §2). `allOf` is the spec's permission
 * helper (every listed permission is needed, ADMIN-16); `anyOf` covers "read:lead or owner:users".
 */
export type Gate =
  | { type: 'signedIn' }
  | { type: 'allOf'; permissions: readonly Permission[]; needsProducts?: boolean }
  | { type: 'anyOf'; permissions: readonly Permission[] }
  | { type: 'never' };

export type GateSubject = { permissions: readonly string[]; productsIds: readonly number[] };
export type GateDecision = 'allowed' | 'forbidden' | 'noProducts';

export function checkGate(gate: Gate, subject: GateSubject): GateDecision {
  switch (gate.type) {
    case 'signedIn':
      return 'allowed';
    case 'never':
      return 'forbidden';
    case 'anyOf':
      return gate.permissions.some((p) => subject.permissions.includes(p)) ? 'allowed' : 'forbidden';
    case 'allOf':
      if (!gate.permissions.every((p) => subject.permissions.includes(p))) return 'forbidden';
      return gate.needsProducts && subject.productsIds.length === 0 ? 'noProducts' : 'allowed';
  }
}

export function hasPermission(held: readonly string[], ...required: Permission[]): boolean {
  return required.every((p) => held.includes(p));
}

/** The permissions a gate names, for the forbidden screen's explanation. */
export function gatePermissions(gate: Gate): readonly Permission[] {
  return gate.type === 'allOf' || gate.type === 'anyOf' ? gate.permissions : [];
}
