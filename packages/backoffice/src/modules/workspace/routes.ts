/**
 * The agent workspace's routes (shifts, tasks, leads, and with TEST_CLOCK=1 the clock control),
 * sharing the database's workspace with the background sweep that jobs.ts starts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { clockControlEnabled } from '../../clock.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { blacklistRoutes } from './blacklist/routes.js';
import { leadRoutes } from './leads/routes.js';
import { shiftRoutes } from './shifts/routes.js';
import { clockControlRoutes } from './tasks/clock-routes.js';
import { taskRoutes } from './tasks/routes.js';
import { workspaceFor } from './workspace.js';

export const workspaceRoutes: FastifyPluginAsync<ModuleDeps> = async (app, { db }) => {
  const workspace = workspaceFor(db);
  await app.register(shiftRoutes, { workspace });
  await app.register(taskRoutes, { workspace });
  await app.register(leadRoutes, { workspace });
  await app.register(blacklistRoutes, { blacklist: workspace.blacklist });
  if (clockControlEnabled()) await app.register(clockControlRoutes, { workspace });
};
