import { useTranslation } from 'react-i18next';
import { palette } from './theme';

/** A screen another issue builds: the frame, the title and the gate are real; this says the rest is coming. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <p
      data-testid="coming-soon"
      style={{
        margin: 0,
        padding: '10px 16px',
        background: '#fff',
        borderRadius: 4,
        fontSize: 12,
        color: palette.muted,
      }}
    >
      {t('shell.comingSoon.text')}
    </p>
  );
}
