import { withAntdRoot } from '@/components/antd-root';
import { LoginPage } from '@/features/auth/components/login-page';

export default withAntdRoot(LoginPage);
