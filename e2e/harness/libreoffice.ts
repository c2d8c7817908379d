import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Writes `rows` as a CSV and has LibreOffice (headless, with its own throw-away profile so it
 * never meets another soffice's lock) convert it to .xlsx — a workbook the project's own writer did
 * not make. Answers the .xlsx path; the directory is `dir`.
 */
export async function xlsxByLibreOffice(name: string, rows: readonly (readonly string[])[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'umbrella-soffice-'));
  const profile = await mkdtemp(join(tmpdir(), 'umbrella-soffice-profile-'));
  const csv = join(dir, `${name}.csv`);
  await writeFile(csv, `${rows.map((row) => row.join(',')).join('\n')}\n`);
  try {
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${profile}`,
        '--headless',
        // Comma-separated, double-quoted, UTF-8 (76): accented headers such as "Código" stay as written.
        '--infilter=CSV:44,34,76,1',
        '--convert-to',
        'xlsx',
        '--outdir',
        dir,
        csv,
      ],
      { timeout: 120_000 },
    );
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
  return join(dir, `${name}.xlsx`);
}
