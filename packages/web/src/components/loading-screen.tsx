import { useTranslation } from 'react-i18next';
import { frameStyles } from './frame-styles';

/**
 * "Loading..." while the app or a screen is loading (SHELL-58); `text` overrides it ("Loading
 * data..."). Plain markup on purpose: it is part of the first paint, before any antd chunk.
 */
export function LoadingScreen({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" style={frameStyles.loading}>
      {text ?? t('common.screen.loading')}
    </div>
  );
}
