import { withAntdRoot } from '@/components/antd-root';
import { AppShell } from '../shell/app-shell';

export default withAntdRoot(AppShell);
