import { AgentsPage } from '@/features/agents/components/agents-page';

export default AgentsPage;
