import { AgenciesPage } from '@/features/agencies/components/agencies-page';

export default AgenciesPage;
