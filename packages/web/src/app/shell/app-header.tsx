import { APP_BUILD } from '@umbrella/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { NewOrderButton } from '@/features/orders/components/new-order-button';
import { usePermissions } from '@/hooks/use-current-user';
import { isSupportedBrowser } from '@/lib/browser';
import { shellStyles } from './shell-styles';
import { UserMenu } from './user-menu';

/** The softphone (JsSIP, WebRTC) is a chunk of its own: screens paint without waiting for it. */
const SoftphonePill = lazy(async () => ({
  default: (await import('@/features/softphone/components/softphone-pill')).SoftphonePill,
}));
/** Only unsupported browsers pay for the warning's Tag and Tooltip. */
const BrowserWarning = lazy(async () => ({ default: (await import('./browser-warning')).BrowserWarning }));

/** Header (SHELL-50..55): brand, New order, softphone pill, browser warning, build, language, user. */
export function AppHeader() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  return (
    <header style={shellStyles.header}>
      <Link to="/" style={shellStyles.brand}>
        {t('common.screen.appName')}
      </Link>
      <div style={shellStyles.tools}>
        {permissions.includes('order:create:feature') && <NewOrderButton />}
        <Suspense fallback={null}>
          <SoftphonePill />
          {!isSupportedBrowser(navigator.userAgent) && <BrowserWarning />}
        </Suspense>
        <span style={shellStyles.build} data-testid="build-number">
          {t('shell.header.build', { build: APP_BUILD })}
        </span>
        <LanguageSwitcher />
        <UserMenu />
      </div>
    </header>
  );
}
