import { CdrPage } from '@/features/cdr/components/cdr-page';

export default CdrPage;
