import { useTranslation } from 'react-i18next';

/**
 * "Loading..." while the app or a screen is loading (SHELL-58); `text` overrides it ("Loading
 * data..."). Plain markup on purpose: it is part of the first paint, before any antd chunk.
 */
export function LoadingScreen({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 48 }}>
      {text ?? t('common.screen.loading')}
    </div>
  );
}
