import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Dictionary mode with a provider that needs the exact point (decision 0702's coordinates rule):
 * the agent cannot know it, the map gives it — one click switches there.
 */
export function CoordinatesOnMapHint({ onPickOnMap }: { onPickOnMap: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      role="note"
      data-testid="coordinates-on-map"
      title={t('orders.address.coordinatesOnMap')}
      action={
        <Button size="small" type="primary" onClick={onPickOnMap}>
          {t('orders.address.pickOnMap')}
        </Button>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
