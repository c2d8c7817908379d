import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GATED_ROUTES } from '../../packages/web/src/app/route-paths.ts';

/**
 * JavaScript budgets from the built app (packages/web/dist, vite manifest):
 * - initial: what index.html loads before anything renders (entry + its static imports, and the
 *   default language's catalogue);
 * - a route's closure: everything that route needs to be complete — the initial JavaScript (with
 *   sign-in and the frame), the frame's antd islands and the route's page module, with their
 *   static imports.
 * Sizes are gzip -9 of each file, summed.
 */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; src?: string };
type Manifest = Record<string, ManifestChunk>;

export type RouteClosure = { path: string; module: string; files: string[]; gzipBytes: number };
export type BundleReport = { initial: { files: string[]; gzipBytes: number }; routes: RouteClosure[] };

export function measureBundles(distDir: string): BundleReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the vite manifest');
  // The reader's catalogue is fetched before the first render (decision 1872): Spanish, the default.
  const initial = closure('src/locales/es/catalogue.ts', closure(entryKey));
  const routeFiles = (modules: string[]) => {
    const files = new Set(initial);
    for (const module of modules) closure(`src/app/${module}.tsx`, files);
    return files;
  };
  // Sign-in and the frame are in the first JavaScript; signed-in screens add the frame's antd
  // islands (menu, dropdowns) and their page module.
  const islands = 'shell/islands';
  const routes: RouteClosure[] = [
    { path: '/login', modules: [] },
    ...GATED_ROUTES.map((route) => ({ path: route.path, modules: [islands, `routes/${route.module}`] })),
    { path: '/<not found>', modules: [islands] },
  ].map(({ path, modules }) => {
    const files = routeFiles(modules);
    return { path, module: modules.at(-1) ?? '', files: [...files], gzipBytes: total(files) };
  });
  return { initial: { files: [...initial], gzipBytes: total(initial) }, routes };
}
