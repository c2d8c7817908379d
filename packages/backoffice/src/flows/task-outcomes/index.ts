/** Task outcomes that also write the task's order: the workspace's task and the orders module's order in one transaction. */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { taskOutcomeRoutes } from './routes.js';

export { createTaskOutcomes } from './service.js';

export const taskOutcomesFlow: BackofficeModule = {
  name: 'task-outcomes',
  prefixes: ['/module/tasks'],
  routes: taskOutcomeRoutes,
};
