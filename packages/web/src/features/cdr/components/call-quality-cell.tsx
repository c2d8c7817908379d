import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CallQualityFigures, formatCallQuality } from '@/lib/format/call-quality';

/**
 * How the customer came through on a call (decision 1825): its MOS, in the warning colour when
 * callers would complain, with the loss and jitter on hover or focus; empty when not measured.
 */
export function CallQualityCell({ quality }: { quality: CallQualityFigures | null }) {
  const { t, i18n } = useTranslation();
  if (!quality) return null;
  const shown = formatCallQuality(quality, i18n.language);
  const detail = t('cdr.quality.detail', shown);
  return (
    <Tooltip title={detail}>
      <Typography.Text
        type={shown.poor ? 'warning' : undefined}
        tabIndex={0}
        aria-label={`${t('cdr.quality.mos', shown)}, ${detail}`}
      >
        {t('cdr.quality.mos', shown)}
      </Typography.Text>
    </Tooltip>
  );
}
