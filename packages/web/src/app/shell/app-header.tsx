import { APP_BUILD } from '@umbrella/contract';
import { Layout, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { NewOrderButton } from '@/features/orders/components/new-order-button';
import { SoftphonePill } from '@/features/softphone/components/softphone-pill';
import { usePermissions } from '@/hooks/use-current-user';
import { BrowserWarning } from './browser-warning';
import { UserMenu } from './user-menu';

/** Header (SHELL-50..55): brand, New order, softphone pill, build, browser warning, language, user. */
export function AppHeader() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, borderBottom: '1px solid #e5e8eb' }}>
      <Link to="/" style={{ display: 'flex', alignItems: 'center' }}>
        <Typography.Text strong style={{ fontSize: 17, color: '#2f6690' }}>
          {t('common.screen.appName')}
        </Typography.Text>
      </Link>
      <div style={{ flex: 1 }} />
      <Space size="middle" align="center">
        {permissions.includes('order:create:feature') && <NewOrderButton />}
        <SoftphonePill />
        <BrowserWarning />
        <Tag variant="filled" data-testid="build-number">
          {t('shell.header.build', { build: APP_BUILD })}
        </Tag>
        <LanguageSwitcher />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
}
