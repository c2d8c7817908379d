import { WebmastersPage } from '@/features/webmasters/components/webmasters-page';

export default WebmastersPage;
