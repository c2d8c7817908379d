/**
 * Where an agent's floor state changes (a claim, an outcome, a call, a shift, an order, a browser
 * opening), the module that committed it says so here with the agent's regions, and whoever shows
 * the floor live (flows/wallboard) hears it at once — instead of finding it by comparing every
 * region's figures over and over. Listeners are kept per database handle, so the modules need not
 * know who listens, and a process that starts no listener (a test, a script) pays nothing.
 */
type Listener = (regionIds: readonly string[]) => void;

const listeners = new WeakMap<object, Set<Listener>>();

/** Tells the listeners of `db` (the root handle, not a transaction) that these regions' floor moved. */
export function floorChanged(db: object, regionIds: readonly string[]): void {
  if (!regionIds.length) return;
  for (const listener of listeners.get(db) ?? []) listener(regionIds);
}

/** Listens to the floor changes committed through `db`; returns the way to stop. */
export function onFloorChange(db: object, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}
