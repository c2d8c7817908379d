import { api } from '@/lib/api/api';
import { attachmentName, saveFile } from '@/lib/download/save-file';
import type { EmployeeFilters } from './get-employees';

/** getEmployeesExcell (EMP-02, EMP-03): the filtered employees, saved as employers_{date}.xlsx. */
export async function downloadEmployees(filters: EmployeeFilters, today: string) {
  const result = await api().GET('/module/staff/api/v1/employees/excel', {
    params: { query: filters },
    parseAs: 'blob',
  });
  saveFile(result.data as Blob, attachmentName(result.response, `employers_${today}.xlsx`));
}
