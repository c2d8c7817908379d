import { DEMO_ROLE_PERMISSIONS } from '@umbrella/contract';
import type { TokenSubject } from './tokens';

/** The demo accounts of the embedded product, with the permissions the seed gives their roles. */
export type DemoAccount = TokenSubject & { username: string; name: string; surname: string; timezone: string };

const account = (
  accountId: number,
  username: string,
  name: string,
  permissions: readonly string[],
  extra: Partial<DemoAccount> = {},
): DemoAccount => ({
  accountId,
  username,
  name,
  surname: 'Demo',
  email: `${username}@umbrella.test`,
  timezone: 'America/Lima',
  permissions,
  ...extra,
});

/** Each account holds its role's permissions from the table the back-office seeds, so web tests follow real permissions. */
export const DEMO_ACCOUNTS = {
  agent: account(1, 'agent', 'Ana', DEMO_ROLE_PERMISSIONS.agent),
  agent2: account(2, 'agent2', 'Bruno', DEMO_ROLE_PERMISSIONS.agent),
  manager: account(3, 'manager', 'Marta', DEMO_ROLE_PERMISSIONS.manager, { position: 'MANAGER' }),
  admin: account(4, 'admin', 'Adrián', DEMO_ROLE_PERMISSIONS.admin, { position: 'MANAGER' }),
  finance: account(5, 'finance', 'Fernanda', DEMO_ROLE_PERMISSIONS.finance),
  support: account(6, 'support', 'Sofía', DEMO_ROLE_PERMISSIONS.support),
  delivery: account(7, 'delivery', 'Diego', DEMO_ROLE_PERMISSIONS.delivery),
} satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;
