import { OnlineSessionsPage } from '@/features/sessions/components/online-sessions-page';

export default OnlineSessionsPage;
