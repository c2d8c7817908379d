import type { ComponentType } from 'react';

/** Every lazily loaded route module; each becomes its own chunk. */
export type RouteModule = { default: ComponentType };

const modules = import.meta.glob<RouteModule>('./routes/*.tsx');

export function routeModule(name: string): () => Promise<RouteModule> {
  const load = modules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No route module ${name}`);
  return load;
}

/** react-router's `lazy` for a module name. */
export function lazyRoute(name: string) {
  const load = routeModule(name);
  return async () => ({ Component: (await load()).default });
}
