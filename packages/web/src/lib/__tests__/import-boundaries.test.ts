// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: webDir });

async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${webDir}/${filePath}` });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it('a feature cannot import another feature, by alias or by climbing out of its folder', async () => {
    const file = 'src/features/sessions/components/probe.tsx';
    expect(await violations(file, "import { x } from '@/features/tasks/api/claim-lead';")).toEqual([
      expect.stringContaining('features/sessions must not import another feature'),
    ]);
    expect(await violations(file, "import { x } from '../../tasks/api/claim-lead';")).toEqual([
      expect.stringContaining('leaves features/sessions'),
    ]);
    expect(await violations(file, "import { x } from '@/app/routes';")).toHaveLength(1);
  });

  it('a feature may import its own files and shared code', async () => {
    const file = 'src/features/sessions/components/probe.tsx';
    const code = [
      "import { a } from '../api/get-online-sessions';",
      "import { b } from '@/features/sessions/session-id';",
      "import { c } from '@/lib/api/api';",
      "import { d } from '@/components/error-screen';",
    ].join('\n');
    expect(await violations(file, code)).toEqual([]);
  });

  it('shared code cannot import features or app', async () => {
    expect(await violations('src/lib/probe.ts', "import { x } from '@/features/sessions/session-id';")).toHaveLength(1);
    expect(await violations('src/components/probe.tsx', "import { x } from '../app/routes';")).toHaveLength(1);
  });
});
