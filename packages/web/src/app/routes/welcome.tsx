import { WelcomePage } from '@/features/welcome/components/welcome-page';

export default WelcomePage;
