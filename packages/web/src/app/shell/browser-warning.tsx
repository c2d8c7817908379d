import { WarningOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSupportedBrowser } from '@/lib/browser';

/** The header's unsupported-browser warning (SHELL-52, A-26); nothing in desktop Chrome. */
export function BrowserWarning({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const { t } = useTranslation();
  if (isSupportedBrowser(userAgent)) return null;
  return (
    <Tooltip title={t('shell.header.unsupportedBrowserHint')}>
      <Tag color="warning" icon={<WarningOutlined />} data-testid="unsupported-browser">
        {t('shell.header.unsupportedBrowser')}
      </Tag>
    </Tooltip>
  );
}
