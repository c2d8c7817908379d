/**
 * Writes the back-office's OpenAPI document to packages/backoffice/openapi.json
 * (`npm run openapi -w @umbrella/backoffice`). The web app generates its typed client from that
 * file, so it is committed; a test fails when it no longer matches the routes.
 */
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { createBackoffice } from './backoffice.js';
import { loadBackofficeConfig } from './platform/config.js';

export const OPENAPI_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi.json');

/** The document as served at /module/docs/json by a back-office with every optional route on. */
export async function renderOpenApi(): Promise<string> {
  const config = {
    ...loadBackofficeConfig({}),
    dataDir: 'memory://',
    demo: false,
    internalToken: 'openapi',
    logLevel: 'silent',
  };
  const backoffice = await createBackoffice(config, {
    issuer: false,
    verifyToken: async () => {
      throw new Error('no tokens while rendering the document');
    },
    logger: pino({ level: 'silent' }),
  });
  try {
    const app = await buildApp(backoffice);
    const res = await app.inject({ url: '/module/docs/json' });
    await app.close();
    return `${JSON.stringify(JSON.parse(res.body), null, 2)}\n`;
  } finally {
    await backoffice.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(OPENAPI_FILE, await renderOpenApi());
  console.log(`wrote ${OPENAPI_FILE}`);
}
