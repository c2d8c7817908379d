import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { percent } from '@/lib/format/percent';
import { usePhone } from '../hooks/use-phone';

/**
 * The call's quality as the softphone last read it (decision 1812): what was lost of the
 * customer's audio, the jitter and a MOS estimate, during the call and after it ends.
 */
export function CallQualityLine() {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const quality = phone.available ? phone.state.quality : null;
  if (!quality) return null;
  const decimal = (value: number) =>
    value.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Typography.Text type={quality.mos < 3.6 ? 'warning' : 'secondary'} data-testid="call-quality">
      {t('softphone.quality.line', {
        loss: decimal(percent(quality.lossRate)),
        jitter: Math.round(quality.jitterMs),
        mos: decimal(quality.mos),
      })}
    </Typography.Text>
  );
}
