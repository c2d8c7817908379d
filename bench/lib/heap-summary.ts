/**
 * What a heap snapshot holds, by constructor: count and self size, the largest first. Used to see
 * what each idle event socket keeps (bench/events/run.ts --snapshot): take the difference of two
 * summaries, before and after opening the sockets.
 *
 *   node_modules/.bin/tsx bench/lib/heap-summary.ts before.heapsnapshot after.heapsnapshot [--per 1000]
 */
import { readFileSync } from 'node:fs';

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
};

export function summary(file: string): Map<string, { count: number; size: number }> {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = heap.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = heap.snapshot.meta.node_types[0];
  const byName = new Map<string, { count: number; size: number }>();
  for (let i = 0; i < heap.nodes.length; i += width) {
    const type = types[heap.nodes[i + typeAt] as number];
    const name =
      type === 'object' || type === 'closure' ? (heap.strings[heap.nodes[i + nameAt] as number] ?? '?') : `(${type})`;
    const entry = byName.get(name) ?? { count: 0, size: 0 };
    entry.count++;
    entry.size += heap.nodes[i + sizeAt] as number;
    byName.set(name, entry);
  }
  return byName;
}

if (process.argv[1]?.endsWith('heap-summary.ts')) {
  const [beforeFile, afterFile] = process.argv.slice(2);
  const per = Number(process.argv[process.argv.indexOf('--per') + 1]) || 1;
  const before = summary(beforeFile as string);
  const after = summary(afterFile as string);
  const rows = [...after.entries()]
    .map(([name, a]) => {
      const b = before.get(name) ?? { count: 0, size: 0 };
      return { name, count: (a.count - b.count) / per, bytes: (a.size - b.size) / per };
    })
    .sort((x, y) => y.bytes - x.bytes)
    .slice(0, 40);
  console.log(`per ${per === 1 ? 'run' : `one of ${per}`}: objects, bytes (self size), constructor`);
  for (const row of rows)
    console.log(`${row.count.toFixed(2).padStart(10)} ${row.bytes.toFixed(0).padStart(10)}  ${row.name}`);
}
