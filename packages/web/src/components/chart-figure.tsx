import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/components/theme';

const styles = {
  figure: { margin: '16px 0 0' },
  caption: { fontWeight: 600, marginBottom: 4 },
  summary: { color: palette.muted, margin: '0 0 8px' },
  details: { marginTop: 8 },
} as const;

/**
 * A chart with what a person who cannot see it reads instead (decision 1802; shared by every chart): a visible caption,
 * a sentence of its totals, and the same figures as a table behind "Show the figures".
 */
export function ChartFigure({
  caption,
  summary,
  chart,
  table,
}: {
  caption: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <figure style={styles.figure} aria-labelledby={`${id}-caption`} aria-describedby={`${id}-summary`}>
      <figcaption id={`${id}-caption`} style={styles.caption}>
        {caption}
      </figcaption>
      <p id={`${id}-summary`} style={styles.summary}>
        {summary}
      </p>
      {/* The drawing repeats the table; screen readers and keyboards get the table (charts draw with accessibilityLayer off). */}
      <div aria-hidden="true">{chart}</div>
      <details style={styles.details}>
        <summary>{t('common.chart.showTable')}</summary>
        {table}
      </details>
    </figure>
  );
}
