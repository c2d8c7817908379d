import { AuditPage } from '@/features/audit/components/audit-page';

export default AuditPage;
