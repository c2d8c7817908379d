import { CallbackPage } from '@/features/auth/components/callback-page';

export default CallbackPage;
