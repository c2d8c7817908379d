import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionUser } from '@/lib/auth/session-context';

/** The header's user menu with Sign out (SHELL-55, AUTH-22). */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const user = useSessionUser();
  const profile = user?.auth.profile;
  const name = profile?.name || profile?.preferred_username || profile?.email || '';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'email', label: user?.claims.claim.email || profile?.email, disabled: true },
          { type: 'divider' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: t('auth.actions.signOut'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'sign-out') void session.signOut();
        },
      }}
    >
      <Button
        type="text"
        icon={<UserOutlined />}
        aria-label={name ? `${t('shell.header.account')}: ${name}` : t('shell.header.account')}
        data-testid="user-menu"
      >
        {name}
      </Button>
    </Dropdown>
  );
}
