import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: packageDir });

async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${packageDir}/${filePath}` });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('module boundaries (eslint.config.js, lint/module-boundaries.js)', () => {
  it('a module reaches another module only through its index.ts', async () => {
    const file = 'src/modules/orders/probe.ts';
    expect(await violations(file, "import { x } from '../workspace/tasks/repo.js';")).toEqual([
      expect.stringContaining('modules/orders must reach modules/workspace through its public face'),
    ]);
    expect(await violations(file, "export { x } from '../catalog/pricing/service.js';")).toHaveLength(1);
    expect(await violations(file, "import { x } from '../workspace/index.js';")).toEqual([]);
    expect(await violations(file, "import { x } from './repo.js';")).toEqual([]);
  });

  it('the application, flows and tests outside a module use its face too', async () => {
    const deep = "import { x } from '../modules/accounts/repo.js';";
    expect(await violations('src/plugins/probe.ts', deep)).toHaveLength(1);
    expect(await violations('src/identity/probe.ts', deep)).toHaveLength(1);
    expect(await violations('src/seed/probe.test.ts', deep)).toHaveLength(1);
    expect(
      await violations('src/flows/order-capture/probe.ts', "import { x } from '../../modules/orders/repo.js';"),
    ).toHaveLength(1);
  });

  it('imports go platform → modules → flows → app, never back up', async () => {
    expect(await violations('src/platform/probe.ts', "import { x } from '../modules/orders/index.js';")).toEqual([
      expect.stringContaining('must not import modules/orders'),
    ]);
    expect(await violations('src/db/probe.ts', "import { x } from '../identity/caller.js';")).toHaveLength(1);
    expect(
      await violations('src/modules/orders/probe.ts', "import { x } from '../../flows/order-capture/index.js';"),
    ).toHaveLength(1);
    expect(await violations('src/modules/orders/probe.ts', "import { x } from '../../plugins/auth.js';")).toHaveLength(
      1,
    );
    expect(
      await violations('src/flows/order-capture/probe.ts', "import { x } from '../../backoffice.js';"),
    ).toHaveLength(1);
    expect(
      await violations('src/modules/orders/probe.ts', "import { x } from '../../platform/http-error.js';"),
    ).toEqual([]);
  });
});
