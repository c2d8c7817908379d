import { EmployeesPage } from '@/features/employees/components/employees-page';

export default EmployeesPage;
