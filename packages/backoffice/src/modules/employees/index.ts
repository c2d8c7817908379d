/** Employees (/module/staff, EMP-01..20): positions, legal entities, the employees list and spreadsheet. */
import type { FastifyPluginAsync } from 'fastify';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { employeeRoutes } from './routes.js';

export { EMPLOYEES_PERMISSION, STAFF_API } from './routes.js';
export { createEmployeeService, type EmployeeService } from './service.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(employeeRoutes, deps);
};

export const employeesModule: BackofficeModule = { name: 'employees', prefixes: ['/module/staff'], routes };
