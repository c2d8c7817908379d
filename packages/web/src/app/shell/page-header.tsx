import { useTranslation } from 'react-i18next';
import { palette } from '@/components/theme';

const styles = {
  header: { margin: '0 0 12px' },
  title: { margin: 0, fontSize: 20, lineHeight: '28px', fontWeight: 600, color: palette.text },
  description: { margin: '2px 0 0', fontSize: 15, color: palette.muted },
} as const;

/**
 * A screen's title and the one line on what it is for, drawn by the shell from the route table,
 * so the page says what it is with the first paint while its own chunk and data are on the way.
 */
export function PageHeader({ titleKey, descriptionKey }: { titleKey: string; descriptionKey?: string }) {
  const { t } = useTranslation();
  return (
    <header style={styles.header}>
      <h1 style={styles.title}>{t(titleKey)}</h1>
      {descriptionKey && <p style={styles.description}>{t(descriptionKey)}</p>}
    </header>
  );
}
