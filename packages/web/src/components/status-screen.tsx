import type { ReactNode } from 'react';
import { palette } from './theme';

export type StatusTone = 'info' | 'warning' | 'error';

const TONE: Record<StatusTone, string> = { info: palette.primary, warning: palette.warning, error: palette.danger };

const styles = {
  box: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 12,
    padding: '48px 24px',
    textAlign: 'center',
    background: '#fff',
    borderRadius: 4,
  },
  title: { margin: 0, fontSize: 20, fontWeight: 600, color: palette.text },
  text: { margin: 0, maxWidth: 640, fontSize: 14, color: palette.muted },
} as const;

function ToneIcon({ tone }: { tone: StatusTone }) {
  const mark = tone === 'info' ? 'i' : '!';
  return (
    <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true">
      <circle cx="22" cy="22" r="20" fill={TONE[tone]} />
      <text x="22" y="30" textAnchor="middle" fontSize="24" fontWeight="700" fill="#fff" fontFamily="inherit">
        {mark}
      </text>
    </svg>
  );
}

/**
 * The one layout of the shell's status screens (error, refusal, not found, no products, coming
 * soon): an icon, a title and a text, in plain markup so it paints with the first JavaScript.
 */
export function StatusScreen({
  tone,
  title,
  children,
  extra,
  testId,
}: {
  tone: StatusTone;
  title: ReactNode;
  children?: ReactNode;
  extra?: ReactNode;
  testId?: string;
}) {
  return (
    <section style={styles.box} data-testid={testId} role={tone === 'info' ? undefined : 'alert'}>
      <ToneIcon tone={tone} />
      <h2 style={styles.title}>{title}</h2>
      {children && <div style={styles.text}>{children}</div>}
      {extra}
    </section>
  );
}
