#!/usr/bin/env node
/**
 * `npm start`: the embedded default — gateway, back-office on PGlite, built-in OpenID issuer and
 * demo data in one process on one port. Any variable already set in the environment wins.
 */
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Umbrella runs on Node.js 24; this is Node.js ${process.versions.node}${major <= 20 ? ', past its end of life' : ''}. ` +
      'Install Node.js 24, or put the pinned official binary first on PATH: export PATH="$(node scripts/runtimes.mjs):$PATH"',
  );
  process.exit(1);
}
process.env.DEMO ??= '1';
process.env.NODE_ENV ??= 'production';
await import('../packages/gateway/dist/embedded.js');
