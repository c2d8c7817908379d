import type { DemoAccount, DemoAccountName } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { createWorkspaceState, type WorkspaceState, workspaceHandlers } from './workspace-mock';

/** Renders /tasks against the mocked workspace back-office; the state is the test's to change and inspect. */
export async function renderTasks(
  options: { state?: Partial<WorkspaceState>; as?: DemoAccountName | DemoAccount; language?: 'en' | 'es' } = {},
) {
  const state = createWorkspaceState(options.state);
  server.use(...workspaceHandlers(state));
  const view = await renderApp({ path: '/tasks', as: options.as ?? 'agent', language: options.language ?? 'en' });
  const sent = (path: string) => state.received.filter((r) => r.path.endsWith(path));
  return { ...view, state, sent };
}
