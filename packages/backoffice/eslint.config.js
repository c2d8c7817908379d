// @ts-check
/**
 * Import boundaries of the back-office (STYLE: Medusa's isolated modules, the web's feature rule):
 * platform on the ground, modules above it, each showing one face (index.ts), flows above the
 * modules, the application on top. lint/module-boundaries.js holds the rule; it binds test code
 * too, so a test reaches another module through its face like any caller.
 */
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { moduleBoundaries } from './lint/module-boundaries.js';

const here = import.meta.dirname;

export default tseslint.config(
  { name: 'umbrella/backoffice/ignores', basePath: here, ignores: ['dist/**', 'node_modules/**'] },
  {
    name: 'umbrella/backoffice/module-boundaries',
    basePath: here,
    files: ['src/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { umbrella: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'umbrella/module-boundaries': ['error', { src: join(here, 'src') }] },
  },
);
