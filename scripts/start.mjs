#!/usr/bin/env node
/**
 * `npm start`: the embedded default — gateway, back-office on PGlite, built-in OpenID issuer and
 * demo data in one process on one port. Any variable already set in the environment wins.
 */
process.env.DEMO ??= '1';
process.env.NODE_ENV ??= 'production';
await import('../packages/gateway/dist/embedded.js');
