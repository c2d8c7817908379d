import { APP_BUILD, APP_VERSION } from '@umbrella/contract';
import { useTranslation } from 'react-i18next';
import { frameStyles as shellStyles } from '@/components/frame-styles';
import { useRuntimeConfig } from '@/lib/config/config-context';
import { DEFAULT_SUPPORT_CONTACT } from '@/lib/config/runtime-config';

/** Footer (SHELL-56, SHELL-57): "version 1.0.0 build #2471" and the support contact. */
export function AppFooter() {
  const { t } = useTranslation();
  const contact = useRuntimeConfig().supportContact ?? DEFAULT_SUPPORT_CONTACT;
  const href = contact.includes('@') ? `mailto:${contact}` : contact.startsWith('http') ? contact : undefined;
  return (
    <footer style={shellStyles.footer}>
      <span data-testid="app-version">{t('shell.footer.version', { version: APP_VERSION, build: APP_BUILD })}</span>
      <span>
        {t('shell.footer.support')}{' '}
        {href ? (
          <a href={href} style={shellStyles.link}>
            {contact}
          </a>
        ) : (
          contact
        )}
      </span>
    </footer>
  );
}
