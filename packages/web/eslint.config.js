// @ts-check
/**
 * Import boundaries of the web app (STYLE: bulletproof-react). Imports flow shared → features → app:
 * - a feature never imports another feature (features/a can never import features/b);
 * - a feature reaches shared code through "@/…", never by climbing out of its folder with "../";
 * - shared code (lib, api, hooks, components) imports neither features nor app.
 * Test code is exempt: it renders the composed app. One no-restricted-imports block is generated per feature folder, so a new folder is covered
 * as soon as it exists. basePath makes the globs hold whether ESLint runs here or from the root.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

const here = import.meta.dirname;
const featuresDir = join(here, 'src/features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** How deep a source file may sit inside its feature folder (features/x/a/b/c/file.ts). */
const MAX_DEPTH = 5;
const SOURCES = '*.{ts,tsx}';
/** Tests render the composed app (route-level integration tests), so the boundaries bind shipped code only. */
const TESTS = ['src/**/__tests__/**', 'src/**/*.test.{ts,tsx}', 'src/**/testing/**'];

/** @param {string} feature */
function featureBoundary(feature) {
  return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
    name: `umbrella/feature-boundary/${feature}/depth-${depth}`,
    basePath: here,
    files: [`src/features/${feature}/${'*/'.repeat(depth)}${SOURCES}`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}(/|$))`,
              message: `features/${feature} must not import another feature; compose features in src/app instead.`,
            },
            {
              regex: '^@/app(/|$)',
              message: 'Features must not import from src/app: imports flow shared → features → app.',
            },
            {
              regex: `^(\\.\\./){${depth + 1},}`,
              message: `This relative import leaves features/${feature}; import shared code through "@/…".`,
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    name: 'umbrella/web/ignores',
    basePath: here,
    ignores: ['dist/**', 'node_modules/**', 'src/lib/api/schema.d.ts'],
  },
  {
    name: 'umbrella/web/typescript',
    basePath: here,
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    name: 'umbrella/web/shared-boundary',
    basePath: here,
    files: ['src/{lib,api,hooks,components}/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(features|app)(/|$)',
              message: 'Shared code (lib, api, hooks, components) must not import features or app.',
            },
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message: 'Shared code (lib, api, hooks, components) must not import features or app.',
            },
          ],
        },
      ],
    },
  },
  ...features.flatMap(featureBoundary),
);
