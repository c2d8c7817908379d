import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, MemoryRouter, useLocation, useNavigate } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/routes';
import { createAppServices } from '@/app/services';
import type { MenuItemDef } from '@/app/shell/menu-items';
import type { FetchPolicy } from '@/lib/api/fetch-policy';
import type { AuthUser } from '@/lib/auth/auth-client';
import type { RuntimeConfig } from '@/lib/config/runtime-config';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { allCatalogues } from '@/testing/catalogues';
import { DEMO_ACCOUNTS, type DemoAccount, type DemoAccountName } from './accounts';
import { authUserFor, FakeAuthClient } from './fake-auth';
import { openFakeSocket } from './fake-socket';
import { knownAccounts } from './handlers';

export const TEST_CONFIG: RuntimeConfig = {
  oidc: {
    authority: 'http://localhost:3000/oidc',
    clientId: 'umbrella-web',
    scope: 'openid',
    resource: 'umbrella-api',
  },
  errorReportUrl: 'http://localhost:3000/error-reports',
  sipEnabled: false,
  supportContact: 'soporte@umbrella.test',
};

export type RenderAppOptions = {
  path?: string;
  /** A demo account name, an account, or null for a signed-out visitor. */
  as?: DemoAccountName | DemoAccount | null;
  language?: Language;
  authUser?: AuthUser;
  extraMenuItem?: MenuItemDef;
  config?: Partial<RuntimeConfig>;
  /** The HTTP policy (the real one waits 30 s and retries 10 times; tests keep it short). */
  policy?: FetchPolicy;
  /** Prepares the fake identity provider before anything renders. */
  prepareAuth?: (auth: FakeAuthClient) => void;
};

/** The app's services around a fake identity provider, signed in as an account (or not). */
export async function createTestServices(options: Omit<RenderAppOptions, 'path' | 'extraMenuItem'> = {}) {
  const account =
    options.as === undefined
      ? DEMO_ACCOUNTS.admin
      : typeof options.as === 'string'
        ? DEMO_ACCOUNTS[options.as]
        : options.as;
  if (account) knownAccounts.set(account.accountId, account);
  const auth = new FakeAuthClient(account ? (options.authUser ?? authUserFor(account)) : null);
  options.prepareAuth?.(auth);
  const services = await createAppServices({
    config: { ...TEST_CONFIG, ...options.config },
    auth,
    i18n: createI18n(options.language ?? 'en', allCatalogues()),
    origin: window.location.origin,
    pathname: window.location.pathname,
    policy: options.policy ?? { timeoutMs: 30_000, retries: 0, retryDelayMs: 0 },
    openSocket: openFakeSocket,
  });
  return { services, auth, account };
}

/**
 * Loads the lazy parts every screen test meets (the frame's antd islands, the error dialog, the feedback host) before the clock
 * of the first findBy* starts: on a busy machine their first transform takes seconds.
 */
function warmUp(): Promise<unknown> {
  return Promise.all([
    import('@/app/shell/islands'),
    import('@/app/routes/coming-soon'),
    import('@/features/errors/components/error-dialog'),
    import('@/components/feedback-host'),
  ]);
}

/** What tests read and drive of the router: where the app is, and a way to go elsewhere. */
export type TestRouter = { state: { location: Location }; navigate: (to: string) => Promise<void> };

function createTestRouter(): { router: TestRouter; Tracker: () => null } {
  let location: Location | undefined;
  let navigate: ((to: string) => void) | undefined;
  const router: TestRouter = {
    get state() {
      if (!location) throw new Error('the router has not rendered yet');
      return { location };
    },
    async navigate(to) {
      navigate?.(to);
    },
  };
  function Tracker() {
    location = useLocation();
    const go = useNavigate();
    navigate = (to) => void go(to);
    return null;
  }
  return { router, Tracker };
}

/** Renders the whole app (real routes, real shell, mocked network) at a path, as an account. */
export async function renderApp(options: RenderAppOptions = {}) {
  await warmUp();
  const { services, auth, account } = await createTestServices(options);
  const { router, Tracker } = createTestRouter();
  const user = userEvent.setup();
  const view = render(
    <AppProvider services={services} extraMenuItem={options.extraMenuItem}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <Tracker />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, router, services, auth, user, account };
}
