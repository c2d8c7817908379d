import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { GATED_ROUTES } from '../src/app/route-paths.ts';

/**
 * Route chunks are lazy, which keeps the first JavaScript small — but a lazy chunk is normally
 * found only after the entry has run, one round trip later. This plugin writes a tiny inline
 * script into index.html that looks at location.pathname and adds <link rel="modulepreload">
 * for that route's chunks (shell + page), so they download in parallel with the entry.
 */
type RouteChunks = { pattern: string; modules: string[] };

const PUBLIC_ROUTES: RouteChunks[] = [
  { pattern: '^/login$', modules: ['login'] },
  { pattern: '^/callback$', modules: ['callback'] },
];

export function routePatterns(): RouteChunks[] {
  const gated = GATED_ROUTES.map((route) => ({
    pattern: `^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`,
    modules: ['shell', route.module],
  }));
  // Anything else inside the shell is the not-found page.
  return [...PUBLIC_ROUTES, ...gated, { pattern: '^/(?!$|silent-renew$).+', modules: ['shell', 'not-found'] }];
}

const ROUTE_MODULE = /\/src\/app\/routes\/([\w-]+)\.tsx$/;

function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

export function routeChunkMap(bundle: OutputBundle): { pattern: string; files: string[] }[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const initial = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
  const byModule = new Map<string, string>();
  for (const chunk of chunks) {
    const name = chunk.facadeModuleId?.match(ROUTE_MODULE)?.[1];
    if (name) byModule.set(name, chunk.fileName);
  }
  return routePatterns().map(({ pattern, modules }) => {
    const files = new Set<string>();
    for (const module of modules) {
      const fileName = byModule.get(module);
      if (!fileName) continue;
      for (const file of staticClosure(bundle, fileName)) if (!initial.has(file)) files.add(file);
    }
    return { pattern, files: [...files] };
  });
}

function preloadScript(map: { pattern: string; files: string[] }[], base: string): string {
  const files = [...new Set(map.flatMap((route) => route.files))];
  const routes = map.map(({ pattern, files: own }) => [pattern, own.map((file) => files.indexOf(file))]);
  return `(function(){var f=${JSON.stringify(files)},m=${JSON.stringify(routes)},p=location.pathname;for(var i=0;i<m.length;i++){if(new RegExp(m[i][0]).test(p)){for(var j=0;j<m[i][1].length;j++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="${base}"+f[m[i][1][j]];document.head.appendChild(l)}return}}})();`;
}

export function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'umbrella:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const script = `<script>${preloadScript(routeChunkMap(bundle), base)}</script>`;
      html.source = String(html.source).replace('</head>', `    ${script}\n  </head>`);
    },
  };
}
