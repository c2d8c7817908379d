/**
 * What every back-office sharing one database must agree on about sign-in: the issuer its tokens
 * carry (the built-in `${PUBLIC_URL}/oidc`, or OIDC_ISSUER) and their audience. Tokens of one
 * instance must open every other one, so the first back-office records its values in the
 * database and a later one configured differently refuses to start with both values named,
 * instead of issuing tokens the others refuse (docs/operations.md, decision 1053).
 *
 * A PGlite data directory is only ever opened by one process: there the record follows the
 * configuration (e.g. `npm start` on another PORT). ACCEPT_IDENTITY_CHANGE=1 does the same on
 * PostgreSQL, for moving a deployment to a new address on purpose.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import type { BackofficeConfig } from '../platform/config.js';

export type DeploymentIdentity = {
  /** The `iss` of access tokens. */
  issuer: string;
  /** The `aud` of access tokens. */
  audience: string;
};

const SETTINGS = ['issuer', 'audience'] as const;

/** A configuration that would split one deployment in two; its message says what to change. */
export class DeploymentMismatchError extends Error {
  override name = 'DeploymentMismatchError';
}

export function configuredIdentity(
  config: Pick<BackofficeConfig, 'publicUrl' | 'oidcIssuer' | 'oidcAudience'>,
): DeploymentIdentity {
  const issuer = config.oidcIssuer ? config.oidcIssuer.replace(/\/+$/, '') : `${config.publicUrl}/oidc`;
  return { issuer, audience: config.oidcAudience };
}

const SOURCE: Record<(typeof SETTINGS)[number], string> = {
  issuer: 'PUBLIC_URL, or OIDC_ISSUER when set',
  audience: 'OIDC_AUDIENCE',
};

function mismatchMessage(differing: { name: (typeof SETTINGS)[number]; configured: string; recorded: string }[]) {
  const lines = differing.map(
    (d) =>
      `  ${d.name} (${SOURCE[d.name]}): this back-office has "${d.configured}", the database records "${d.recorded}"`,
  );
  return [
    'Refusing to start: this back-office would issue or accept tokens that the other back-offices on this database refuse.',
    ...lines,
    'Every back-office and gateway of one deployment needs the same PUBLIC_URL, OIDC_ISSUER and OIDC_AUDIENCE (docs/operations.md).',
    'To move the deployment to new values on purpose, stop every back-office and start one with ACCEPT_IDENTITY_CHANGE=1.',
  ].join('\n');
}

/**
 * Records this configuration's identity when the database has none, checks it against the record
 * otherwise (under a table lock, so instances starting together agree), and throws
 * DeploymentMismatchError on a difference unless the record may follow the configuration.
 */
export async function agreeOnIdentity(
  handle: DatabaseHandle,
  config: Pick<BackofficeConfig, 'publicUrl' | 'oidcIssuer' | 'oidcAudience' | 'acceptIdentityChange'>,
  logger?: FastifyBaseLogger,
): Promise<void> {
  const configured = configuredIdentity(config);
  const mayChange = handle.engine === 'pglite' || config.acceptIdentityChange === true;
  await handle.db.transaction().execute(async (trx) => {
    await sql`lock table deployment_settings in share row exclusive mode`.execute(trx);
    const rows = await trx.selectFrom('deployment_settings').select(['name', 'value']).execute();
    const recorded = new Map(rows.map((row) => [row.name, row.value]));
    const differing = SETTINGS.flatMap((name) => {
      const value = recorded.get(name);
      return value !== undefined && value !== configured[name]
        ? [{ name, configured: configured[name], recorded: value }]
        : [];
    });
    if (differing.length && !mayChange) throw new DeploymentMismatchError(mismatchMessage(differing));
    for (const name of SETTINGS) {
      if (recorded.get(name) === configured[name]) continue;
      await trx
        .insertInto('deployment_settings')
        .values({ name, value: configured[name] })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value: configured[name], recorded_at: new Date() }))
        .execute();
    }
    if (differing.length)
      logger?.warn({ changed: differing }, 'the deployment identity changed: tokens issued before it are refused');
  });
}
