import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { directoryRecordings } from './recordings.js';

const dir = mkdtempSync(join(tmpdir(), 'umbrella-recordings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('recordings', () => {
  it('a range of a recording larger than memory is read without reading the whole file', async () => {
    // A sparse 8 GiB file: more than a Buffer can hold, so only a positioned read can answer.
    const size = 8 * 1024 ** 3;
    const fd = openSync(join(dir, 'long-call.wav'), 'w');
    ftruncateSync(fd, size);
    writeSync(fd, Buffer.from('tail-marker'), 0, 11, size - 11);
    writeSync(fd, Buffer.from('RIFF'), 0, 4, 0);
    closeSync(fd);
    const recordings = directoryRecordings(dir);
    expect(await recordings.size('long-call.wav')).toBe(size);
    const started = performance.now();
    expect((await recordings.read('long-call.wav', size - 11, size - 1)).toString()).toBe('tail-marker');
    expect((await recordings.read('long-call.wav', 0, 3)).toString()).toBe('RIFF');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
