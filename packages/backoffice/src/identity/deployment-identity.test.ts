import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { testConfig } from '../testing/config.js';
import { openTestDatabase, type TestDatabase } from '../testing/database.js';
import { agreeOnIdentity, DeploymentMismatchError } from './deployment-identity.js';

let database: TestDatabase;
/** The rule under test is the shared database's: PostgreSQL, whatever engine this run uses. */
let shared: DatabaseHandle;

beforeEach(async () => {
  database = await openTestDatabase();
  shared = { ...database.handle, engine: 'postgres' };
});
afterEach(() => database.drop());

const recorded = async () =>
  Object.fromEntries(
    (await database.handle.db.selectFrom('deployment_settings').select(['name', 'value']).execute()).map((r) => [
      r.name,
      r.value,
    ]),
  );

describe('issue 18: back-offices sharing a database agree on the sign-in identity', () => {
  it('the first back-office records its issuer and audience; another with the same configuration starts', async () => {
    const config = testConfig({ publicUrl: 'https://umbrella.example.com' });
    await agreeOnIdentity(shared, config);
    expect(await recorded()).toEqual({ issuer: 'https://umbrella.example.com/oidc', audience: 'umbrella-api' });
    await expect(agreeOnIdentity(shared, config)).resolves.toBeUndefined();
  });

  it('refuses another PUBLIC_URL, naming both issuers and the remedy, and leaves the record alone', async () => {
    await agreeOnIdentity(shared, testConfig({ publicUrl: 'https://umbrella.example.com' }));
    const refused = agreeOnIdentity(shared, testConfig({ publicUrl: 'http://10.0.0.7:8080' }));
    await expect(refused).rejects.toBeInstanceOf(DeploymentMismatchError);
    const message = await refused.catch((err: Error) => err.message);
    expect(message).toContain('this back-office has "http://10.0.0.7:8080/oidc"');
    expect(message).toContain('the database records "https://umbrella.example.com/oidc"');
    expect(message).toContain('PUBLIC_URL');
    expect(message).toContain('ACCEPT_IDENTITY_CHANGE=1');
    expect(await recorded()).toMatchObject({ issuer: 'https://umbrella.example.com/oidc' });
  });

  it('refuses another audience, and an external issuer where the built-in one was recorded', async () => {
    await agreeOnIdentity(shared, testConfig());
    await expect(agreeOnIdentity(shared, testConfig({ oidcAudience: 'other-api' }))).rejects.toThrow(
      /audience \(OIDC_AUDIENCE\): this back-office has "other-api", the database records "umbrella-api"/,
    );
    await expect(
      agreeOnIdentity(shared, testConfig({ oidcIssuer: 'https://sso.example.com/realms/umbrella/' })),
    ).rejects.toThrow(/this back-office has "https:\/\/sso.example.com\/realms\/umbrella"/);
  });

  it('ACCEPT_IDENTITY_CHANGE=1 moves the record to the new configuration', async () => {
    await agreeOnIdentity(shared, testConfig({ publicUrl: 'https://old.example.com' }));
    await agreeOnIdentity(shared, testConfig({ publicUrl: 'https://new.example.com', acceptIdentityChange: true }));
    expect(await recorded()).toMatchObject({ issuer: 'https://new.example.com/oidc' });
    await expect(
      agreeOnIdentity(shared, testConfig({ publicUrl: 'https://new.example.com' })),
    ).resolves.toBeUndefined();
  });

  it('on PGlite, whose data directory only one process opens, the record follows the configuration', async () => {
    const single: DatabaseHandle = { ...database.handle, engine: 'pglite' };
    await agreeOnIdentity(single, testConfig({ publicUrl: 'http://localhost:8080' }));
    await agreeOnIdentity(single, testConfig({ publicUrl: 'http://localhost:9090' }));
    expect(await recorded()).toMatchObject({ issuer: 'http://localhost:9090/oidc' });
  });
});
