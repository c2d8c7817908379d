import type { QueryClient } from '@tanstack/react-query';
import { APP_BUILD, APP_VERSION } from '@umbrella/contract';
import type { i18n as I18n } from 'i18next';
import { setApiClient } from '@/lib/api/api';
import { createApiClient } from '@/lib/api/client';
import type { FetchPolicy } from '@/lib/api/fetch-policy';
import { meQueryOptions } from '@/lib/api/get-me';
import type { AuthClient, AuthUser } from '@/lib/auth/auth-client';
import { createSession, type Session } from '@/lib/auth/session';
import type { RuntimeConfig } from '@/lib/config/runtime-config';
import { sendErrorReport } from '@/lib/errors/error-reporter';
import { configureErrorHandling, raiseError } from '@/lib/errors/error-store';
import { createEventStream, type EventStream } from '@/lib/events/event-stream';
import { setUserTimezone } from '@/lib/format/date-settings';
import { createQueryClient } from '@/lib/query-client';
import { setUploadAccessToken } from '@/lib/upload/put-file';

/** Everything the app runs on, wired once at start-up (main.tsx) or per test (testing/render-app.tsx). */
export type AppServices = {
  config: RuntimeConfig;
  session: Session;
  queryClient: QueryClient;
  i18n: I18n;
  events: EventStream;
};

export type ServiceOptions = {
  config: RuntimeConfig;
  auth: AuthClient;
  i18n: I18n;
  origin: string;
  /** The path the app was opened at: /callback completes a sign-in of its own. */
  pathname?: string;
  policy?: FetchPolicy;
  openSocket?: (url: string) => WebSocket;
};

export async function createAppServices(options: ServiceOptions): Promise<AppServices> {
  const { config, auth, i18n, origin } = options;
  const session = createSession(auth, await restoreUser(auth, options.pathname));
  // Errors of a session that has just ended (in-flight calls after a 401) are not news.
  const queryClient = createQueryClient((error) => {
    if (session.isSignedIn()) raiseError(error);
  });
  setApiClient(
    createApiClient({
      baseUrl: origin,
      getAccessToken: () => session.getAccessToken(),
      getLanguage: () => i18n.language,
      policy: options.policy,
    }),
  );
  setUploadAccessToken(() => session.getAccessToken());
  const events = createEventStream(origin, options.openSocket);

  session.onEnd(() => {
    queryClient.clear();
    events.stop();
    setUserTimezone(undefined);
  });
  configureErrorHandling({
    onLogout: () => void session.endLocally(),
    onReport: (entry) => {
      if (!config.errorReportUrl) return;
      sendErrorReport(config.errorReportUrl, entry, {
        version: APP_VERSION,
        build: APP_BUILD,
        accountId: session.getSnapshot().user?.claims.accountId,
        path: window.location.pathname,
      });
    },
  });
  if (session.isSignedIn()) void queryClient.prefetchQuery(meQueryOptions());
  return { config, session, queryClient, i18n, events };
}

/** The user kept from an earlier load of this tab; an expired token is renewed once, else dropped. */
/**
 * The user this tab starts with: the one it kept, renewed when expired. With none kept, a silent
 * sign-in at the issuer first, so a second tab of a browser that is signed in opens signed in
 * instead of asking for a click (the tab's tokens live in its own sessionStorage). Not on
 * /callback, which completes a sign-in of its own.
 */
async function restoreUser(auth: AuthClient, pathname?: string): Promise<AuthUser | null> {
  const stored = await auth.getUser().catch(() => null);
  if (stored && !stored.expired) return stored;
  if (!stored && pathname === '/callback') return null;
  try {
    return await auth.renew();
  } catch {
    if (stored) await auth.removeUser();
    return null;
  }
}
