/** AGENT-36: what counts as a change of an agent: name, surname, position, groups, regions, password. */
export type AgentSnapshot = {
  name?: string;
  surname?: string;
  position?: string;
  groupIds?: number[];
  regionIds?: string[];
  passwordChanged?: boolean;
};

const sameSet = <T>(a: readonly T[] = [], b: readonly T[] = []) =>
  a.length === b.length && a.every((value) => b.includes(value));

export function agentChanged(initial: AgentSnapshot, current: AgentSnapshot): boolean {
  return (
    (initial.name ?? '') !== (current.name ?? '') ||
    (initial.surname ?? '') !== (current.surname ?? '') ||
    initial.position !== current.position ||
    !sameSet(initial.groupIds, current.groupIds) ||
    !sameSet(initial.regionIds, current.regionIds) ||
    Boolean(current.passwordChanged)
  );
}
