/**
 * The benchmark's latency client: a minimal HTTP/1.1 keep-alive client on raw sockets, so that
 * its own cost is small and the same for every target.
 *   closed loop (--rate 0): one connection, one request at a time → p50 at one connection
 *   open loop (--rate N):   N requests per second on a schedule, latency counted from the
 *                           scheduled send time (no coordinated omission) → p99 at a fixed rate
 * Prints one JSON line: { requests, errors, p50, p90, p99, max } in milliseconds.
 */
import net from 'node:net';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    header: { type: 'string', multiple: true, default: [] },
    rate: { type: 'string', default: '0' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
  },
});
const url = new URL(values.url);
const rate = Number(values.rate);
const durationMs = Number(values.duration) * 1000;
const extra = values.header.map((h) => `${h}\r\n`).join('');
const request = Buffer.from(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n${extra}\r\n`, 'latin1');

/**
 * One keep-alive connection; `send` resolves with true/false once the whole response has
 * arrived. A connection the server closes is opened again before the next request.
 */
async function connection() {
  let socket;
  let pending = null;
  let buffer = Buffer.alloc(0);
  const open = () =>
    new Promise((resolve, reject) => {
      socket = net.connect(Number(url.port), url.hostname);
      socket.setNoDelay(true);
      buffer = Buffer.alloc(0);
      socket.on('data', onData);
      socket.once('close', () => {
        socket = null;
        const done = pending;
        pending = null;
        done?.(false);
      });
      socket.once('error', reject);
      socket.once('connect', resolve);
    });
  function onData(chunk) {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const end = buffer.indexOf('\r\n\r\n');
    if (end === -1) return;
    const head = buffer.subarray(0, end).toString('latin1');
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let total;
    if (length) total = end + 4 + Number(length[1]);
    else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const last = buffer.indexOf('\r\n0\r\n\r\n', end);
      if (last === -1) return;
      total = last + 7;
    } else total = end + 4;
    if (buffer.length < total) return;
    const ok = head.startsWith('HTTP/1.1 2');
    buffer = buffer.subarray(total);
    const done = pending;
    pending = null;
    done?.(ok);
  }
  await open();
  return {
    busy: () => pending !== null,
    async send() {
      if (!socket) await open();
      return new Promise((done) => {
        pending = done;
        socket.write(request);
      });
    },
    close: () => socket?.destroy(),
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const samples = [];
let errors = 0;
const now = () => Number(process.hrtime.bigint()) / 1e6;

if (rate === 0) {
  const conn = await connection();
  for (let i = 0; i < 200; i++) await conn.send(); // warm-up
  const end = now() + durationMs;
  while (now() < end) {
    const started = now();
    const ok = await conn.send();
    samples.push(now() - started);
    if (!ok) errors++;
  }
  conn.close();
} else {
  const pool = await Promise.all(Array.from({ length: Number(values.connections) }, connection));
  const queue = [];
  const interval = 1000 / rate;
  const start = now() + 100;
  const total = Math.floor((durationMs / 1000) * rate);
  let scheduled = 0;
  let finished = 0;
  const dispatch = (conn) => {
    const due = queue.shift();
    conn.send().then((ok) => {
      samples.push(now() - due);
      if (!ok) errors++;
      finished++;
      if (queue.length > 0) dispatch(conn);
    });
  };
  await new Promise((resolve) => {
    const tick = () => {
      const t = now();
      while (scheduled < total && start + scheduled * interval <= t) {
        queue.push(start + scheduled * interval);
        scheduled++;
        const idle = pool.find((c) => !c.busy());
        if (idle) dispatch(idle);
      }
      if (finished >= total) resolve();
      else setImmediate(tick);
    };
    tick();
  });
  for (const conn of pool) conn.close();
}

samples.sort((a, b) => a - b);
const round = (ms) => Math.round(ms * 1000) / 1000;
console.log(
  JSON.stringify({
    requests: samples.length,
    errors,
    p50: round(percentile(samples, 50)),
    p90: round(percentile(samples, 90)),
    p99: round(percentile(samples, 99)),
    max: round(samples[samples.length - 1] ?? Number.NaN),
  }),
);
