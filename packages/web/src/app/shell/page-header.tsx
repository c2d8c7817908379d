import { useTranslation } from 'react-i18next';
import { frameStyles } from '@/components/frame-styles';

/**
 * A screen's title and the one line on what it is for, drawn by the shell from the route table,
 * so the page says what it is with the first paint while its own chunk and data are on the way.
 */
export function PageHeader({ titleKey, descriptionKey }: { titleKey: string; descriptionKey?: string }) {
  const { t } = useTranslation();
  return (
    <header style={frameStyles.pageHeader}>
      <h1 style={frameStyles.pageTitle}>{t(titleKey)}</h1>
      {descriptionKey && <p style={frameStyles.pageDescription}>{t(descriptionKey)}</p>}
    </header>
  );
}
