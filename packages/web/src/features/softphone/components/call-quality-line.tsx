import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCallQuality } from '@/lib/format/call-quality';
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
  const shown = formatCallQuality({ ...quality, lossPercent: percent(quality.lossRate) }, i18n.language);
  return (
    <Typography.Text type={shown.poor ? 'warning' : 'secondary'} data-testid="call-quality">
      {t('softphone.quality.line', shown)}
    </Typography.Text>
  );
}
