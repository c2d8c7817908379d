// @ts-check
/**
 * The back-office's layers, checked on every relative import (docs/decisions/1012):
 *
 *   app        app.ts, backoffice.ts, server.ts, jobs.ts, identity/, plugins/, seed/, testing/ …
 *   flows      flows/<flow>/ — use cases spanning modules, one transaction each
 *   modules    modules/<module>/ — each shows one face, modules/<module>/index.ts
 *   ground     platform/, db/, config.ts, clock.ts
 *
 * Tests (*.test.ts, __tests__/) build the whole application and stand on the top floor.
 * An import may only go down or stay on its floor. Whatever sits outside a module reaches it
 * through its index.ts only, and a module reaches another module the same way.
 */
import { dirname, relative, resolve, sep } from 'node:path';

/** @typedef {{ floor: number, name: string, module?: string }} Place */

const FLOORS = { ground: 0, modules: 1, flows: 2, app: 3 };
const TEST = /(\.test\.ts$|(^|\/)__tests__\/)/;

/**
 * Where a file sits, from its path relative to src.
 * @param {string} path
 * @returns {Place}
 */
function placeOf(path) {
  const parts = path.split(sep);
  if (parts[0] === 'modules' && parts.length > 2)
    return { floor: FLOORS.modules, name: `modules/${parts[1]}`, module: parts[1] };
  if (parts[0] === 'modules') return { floor: FLOORS.app, name: 'the module list (modules/index.ts)' };
  if (parts[0] === 'flows' && parts.length === 2) return { floor: FLOORS.app, name: 'the flow list (flows/index.ts)' };
  if (parts[0] === 'flows') return { floor: FLOORS.flows, name: 'flows' };
  if (['platform', 'db'].includes(parts[0] ?? '') || ['config.ts', 'clock.ts'].includes(path)) {
    return { floor: FLOORS.ground, name: 'the platform (platform, db, config, clock)' };
  }
  return { floor: FLOORS.app, name: 'the application' };
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Layers of the back-office: platform → modules (one face each) → flows → app' },
    schema: [{ type: 'object', properties: { src: { type: 'string' } }, required: ['src'] }],
    messages: {
      deep: '{{from}} must reach modules/{{module}} through its public face, modules/{{module}}/index.ts (not {{target}}).',
      upward: '{{from}} must not import {{to}} ({{target}}): imports go platform → modules → flows → app.',
    },
  },
  create(context) {
    const src = /** @type {{ src: string }} */ (context.options[0]).src;
    const file = relative(src, context.filename);
    if (file.startsWith('..')) return {};
    // A test builds the whole application, so it stands on the top floor; it still reaches
    // other modules through their faces.
    const from = TEST.test(file) ? { ...placeOf(file), floor: FLOORS.app } : placeOf(file);

    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    function check(node) {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const target = relative(src, resolve(dirname(context.filename), spec)).replace(/\.js$/, '.ts');
      if (target.startsWith('..')) return;
      const to = placeOf(target);
      if (to.floor > from.floor) {
        context.report({ node: source, messageId: 'upward', data: { from: from.name, to: to.name, target } });
        return;
      }
      if (to.module && to.module !== from.module && target !== ['modules', to.module, 'index.ts'].join(sep)) {
        context.report({ node: source, messageId: 'deep', data: { from: from.name, module: to.module, target } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
