/**
 * updateEmployeeInfo (EMP-19): the account's name and surname (the accounts module's) and the
 * employee record (the employees module's) change together, in one transaction.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { UpdateEmployeeBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { accountChanges } from '../../modules/accounts/index.js';
import { createEmployeeService, EMPLOYEES_PERMISSION, STAFF_API } from '../../modules/employees/index.js';
import { errorResponses } from '../../platform/error-responses.js';
import { invalid, notFound } from '../../platform/http-error.js';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const employees = createEmployeeService({ db });

  app.put(
    `${STAFF_API}/employees`,
    {
      config: EMPLOYEES_PERMISSION,
      schema: {
        tags: ['staff'],
        summary:
          'updateEmployeeInfo: names, position, legal entity, form and dates (UTC day start + 1 min) (EMP-18, EMP-19)',
        body: UpdateEmployeeBody,
        response: { 204: Type.Null({ description: 'done' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!body.name.trim()) throw invalid('name', 'is required');
      if (!body.surname.trim()) throw invalid('surname', 'is required');
      if (!(await employees.visible(request.caller, body.accountId))) throw notFound('Employee not found');
      await db.transaction().execute(async (trx) => {
        if (!(await accountChanges(trx).rename(body.accountId, body.name.trim(), body.surname.trim()))) {
          throw notFound('Employee not found');
        }
        await employees.writeInfo(trx, body, systemClock.now());
      });
      return reply.code(204).send(null);
    },
  );
};

export const employeeInfoFlow: BackofficeModule = { name: 'employee-info', prefixes: ['/module/staff'], routes };
