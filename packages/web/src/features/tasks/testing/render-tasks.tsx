import { DEMO_ACCOUNTS, type DemoAccount, type DemoAccountName } from '@/testing/accounts';
import { markMediaTestPassed } from '@/testing/media-test';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { createWorkspaceState, type WorkspaceState, workspaceHandlers } from './workspace-mock';

/** Renders /tasks against the mocked workspace back-office; the state is the test's to change and inspect. */
export async function renderTasks(
  options: {
    state?: Partial<WorkspaceState>;
    as?: DemoAccountName | DemoAccount;
    language?: 'en' | 'es';
    /** Leave today's media test due (MEDIA-01): its modal then opens over the page. */
    mediaTestDue?: boolean;
  } = {},
) {
  const account = typeof options.as === 'object' ? options.as : DEMO_ACCOUNTS[options.as ?? 'agent'];
  if (!options.mediaTestDue) markMediaTestPassed(account.accountId);
  const state = createWorkspaceState(options.state);
  server.use(...workspaceHandlers(state));
  const view = await renderApp({ path: '/tasks', as: options.as ?? 'agent', language: options.language ?? 'en' });
  const sent = (path: string) => state.received.filter((r) => r.path.endsWith(path));
  return { ...view, state, sent };
}
