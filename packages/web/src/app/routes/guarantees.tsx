import { GuaranteesPage } from '@/features/guarantees/components/guarantees-page';

export default GuaranteesPage;
