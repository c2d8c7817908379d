import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';

/** Every lazily loaded page module; each becomes its own chunk. */
export type RouteModule = { default: ComponentType };

const modules = import.meta.glob<RouteModule>('./routes/*.tsx');
const pages = new Map<string, ComponentType>();

export function routeModule(name: string): () => Promise<RouteModule> {
  const load = modules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No route module ${name}`);
  return load;
}

/**
 * A route's page, loaded when first shown. React's lazy (not the router's) so that the frame and
 * the page header paint before the page's chunk arrives; "Loading..." shows meanwhile (SHELL-58).
 */
export function lazyPage(name: string): ComponentType {
  let page = pages.get(name);
  if (!page) {
    // Each page brings the antd theme with it (the frame paints before antd loads).
    const Lazy = lazy(async () => {
      const [module, { withAntdRoot }] = await Promise.all([routeModule(name)(), import('@/components/antd-root')]);
      return { default: withAntdRoot(module.default) };
    });
    page = function LazyPage() {
      return createElement(Suspense, { fallback: createElement(LoadingScreen) }, createElement(Lazy));
    };
    pages.set(name, page);
  }
  return page;
}
