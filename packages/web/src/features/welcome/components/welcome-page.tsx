import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';

/** /welcome (SHELL-06, ADMIN-20): open to every signed-in user, greeting them by name. */
export function WelcomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const name = [user?.name, user?.surname].filter(Boolean).join(' ') || user?.email || '';
  return (
    <Card>
      <Typography.Title level={3}>{t('welcome.screen.title')}</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16 }}>{t('welcome.screen.greeting', { name })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('welcome.screen.hint')}</Typography.Paragraph>
    </Card>
  );
}
