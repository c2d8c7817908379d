import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import type { SaveRoute } from '../api/save-order';
import { trackOrderCreated } from '../lib/analytics';
import type { FieldErrors } from '../lib/messages';
import { MESSAGE_KEYS } from '../lib/messages';
import { refusedDeliveryFields } from '../lib/refused-fields';
import { mapRolloutThreshold } from '../lib/rollout';
import { createsOrder } from '../lib/save-route';
import type { DeliveryField } from '../lib/validation';
import type { OrderSaved } from '../types';
import { useApprove } from './use-approve';

/**
 * The wizard's Approve: a created order is counted for the map rollout's experiment; a 400 naming
 * delivery fields goes back to the delivery step with them; any other failure stays on screen.
 */
export function useWizardApprove({
  route,
  regionId,
  mapMode,
  onSaved,
  onRefused,
}: {
  route: SaveRoute;
  regionId: string;
  mapMode: boolean;
  onSaved: (saved: OrderSaved, created: boolean) => void;
  onRefused: (fields: FieldErrors<DeliveryField>) => void;
}) {
  const { t } = useTranslation();
  return useApprove(
    (saved) => {
      if (createsOrder(route)) {
        trackOrderCreated({
          method: route.kind,
          variant: mapMode ? 'map' : 'dictionary',
          experiment: `map-rollout-${regionId}-${mapRolloutThreshold(regionId)}`,
          order_id: saved.order.id,
        });
      }
      onSaved(saved, createsOrder(route));
    },
    (error) => {
      const fields = refusedDeliveryFields(error);
      if (fields) {
        onRefused(fields);
        return;
      }
      feedback.notification.error({
        title: t(MESSAGE_KEYS.serverError),
        description: error instanceof Error ? error.message : String(error),
        duration: 0,
      });
    },
  );
}
