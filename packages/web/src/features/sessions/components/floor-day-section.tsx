import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFloorDay } from '../api/get-floor-day';
import { HourlyChart } from './hourly-chart';
import { QueueChart } from './queue-chart';
import { TrafficChart } from './traffic-chart';

/**
 * "Today" under the agent grid (decision 1802): the floor's day in charts, each with a caption and
 * a table of its figures. Loaded lazily by the wallboard, so Recharts stays out of other chunks.
 */
export function FloorDaySection() {
  const { t } = useTranslation();
  const day = useFloorDay();
  return (
    <section aria-labelledby="floor-day-title" data-testid="floor-day" style={{ marginTop: 16 }}>
      <h2 id="floor-day-title" style={{ fontSize: 16, margin: 0 }}>
        {t('sessions.today.title')}
      </h2>
      {day.isError && <Alert type="error" showIcon message={t('sessions.today.failed')} />}
      {day.isLoading && <Skeleton active />}
      {day.data && (
        <>
          <TrafficChart day={day.data} />
          <HourlyChart day={day.data} />
          <QueueChart day={day.data} />
        </>
      )}
    </section>
  );
}
