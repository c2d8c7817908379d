/**
 * Where a process's CPU went, from a V8 .cpuprofile (node --cpu-prof): self time by function and
 * by place (a package under node_modules, a folder of packages/*, or Node's own), the largest first.
 *
 *   node_modules/.bin/tsx bench/lib/cpu-profile-summary.ts <file.cpuprofile>
 */
import { readFileSync } from 'node:fs';

type Profile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

const profile = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Profile;
const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
let total = 0;

function place(url: string): string {
  if (!url) return '(native, GC, program)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  const own = /packages\/([^/]+)\/(?:dist|src)\/((?:modules|flows|platform|plugins|events)\/[^/]+|[^/]+)/.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  if (url.startsWith('node:')) return 'node:*';
  return url;
}

profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  const frame = frames.get(id);
  if (!frame || frame.functionName === '(idle)') return; // waiting, not working
  total += ms;
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules|packages)\//, '$1/')}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  byPlace.set(place(frame.url), (byPlace.get(place(frame.url)) ?? 0) + ms);
});

const top = (map: Map<string, number>, n: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `${((ms / total) * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${key}`)
    .join('\n');
console.log(
  `${total.toFixed(0)} ms sampled\n\nBy place:\n${top(byPlace, 25)}\n\nBy function (self):\n${top(byFunction, 30)}`,
);
