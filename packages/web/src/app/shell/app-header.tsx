import { APP_BUILD } from '@umbrella/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { frameStyles as shellStyles } from '@/components/frame-styles';
import { useAfterLoad } from '@/hooks/use-after-load';
import { usePermissions } from '@/hooks/use-current-user';
import { isSupportedBrowser } from '@/lib/browser';
import { LanguageFallback, UserMenuFallback } from './header-fallbacks';
import { loadIslands } from './load-islands';

const LanguageSwitcher = lazy(async () => ({ default: (await loadIslands()).AntdLanguageSwitcher }));
const UserMenu = lazy(async () => ({ default: (await loadIslands()).AntdUserMenu }));
/** The softphone (JsSIP, WebRTC) is a chunk of its own: screens paint without waiting for it. */
const SoftphonePill = lazy(async () => ({
  default: (await import('@/features/softphone/components/softphone-pill')).SoftphonePill,
}));
/** The order flow (modal, map, steps) loads on its own; the button shows once it is there. */
const NewOrderButton = lazy(async () => {
  const [{ NewOrderButton }, { withAntdRoot }] = await Promise.all([
    import('@/features/orders/components/new-order-button'),
    import('@/components/antd-root'),
  ]);
  return { default: withAntdRoot(NewOrderButton) };
});
/** Only unsupported browsers pay for the warning's Tag and Tooltip. */
const BrowserWarning = lazy(async () => ({ default: (await import('./browser-warning')).BrowserWarning }));

/**
 * Header (SHELL-50..55): brand, New order, softphone pill, browser warning, build, language, user.
 * Plain markup with antd islands, so it paints with the first JavaScript.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const secondary = useAfterLoad();
  return (
    <header style={shellStyles.header}>
      <Link to="/" style={shellStyles.brand}>
        {t('common.screen.appName')}
      </Link>
      <div style={shellStyles.tools}>
        <Suspense fallback={null}>
          {secondary && permissions.includes('order:create:feature') && <NewOrderButton />}
          {secondary && <SoftphonePill />}
          {!isSupportedBrowser(navigator.userAgent) && <BrowserWarning />}
        </Suspense>
        <span style={shellStyles.build} data-testid="build-number">
          {t('shell.header.build', { build: APP_BUILD })}
        </span>
        <Suspense fallback={<LanguageFallback />}>
          <LanguageSwitcher />
        </Suspense>
        <Suspense fallback={<UserMenuFallback />}>
          <UserMenu />
        </Suspense>
      </div>
    </header>
  );
}
