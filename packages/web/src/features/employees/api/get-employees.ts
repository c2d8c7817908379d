import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';
import type { ApiSchema } from '@/lib/api/types';

export type Employee = ApiSchema<'Employee'>;
export type EmployeesQuery = NonNullable<paths['/module/staff/api/v1/employees']['get']['parameters']['query']>;
export type EmployeeFilters = Omit<EmployeesQuery, 'page' | 'size'>;

/** getEmployersList (EMP-10). */
export async function getEmployees(query: EmployeesQuery, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/staff/api/v1/employees', { params: { query }, signal }));
}

export const employeesQueryOptions = (query: EmployeesQuery) =>
  queryOptions({
    queryKey: ['employees', 'list', query],
    queryFn: ({ signal }) => getEmployees(query, signal),
    placeholderData: keepPreviousData,
  });

export function useEmployees(query: EmployeesQuery) {
  return useQuery(employeesQueryOptions(query));
}
