import type { DeliveryOption } from '@umbrella/contract';
import { Alert, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useRuntimeConfig } from '@/lib/config/config-context';
import type { AddressChoice } from '../hooks/use-address-choice';
import type { OrderDraft } from '../hooks/use-order-draft';
import type { PriceState } from '../hooks/use-price';
import { WIZARD_STEPS } from '../hooks/use-wizard-gates';
import type { MapPoint } from '../lib/address-state';
import type { DeliveryFieldRules } from '../lib/field-rules';
import { DEFAULT_TILE_URL } from '../lib/map-defaults';
import type { FieldErrors } from '../lib/messages';
import type { AddressField, DeliveryField } from '../lib/validation';
import { AddressStep } from './address-step';
import { CheckStep } from './check-step';
import { DeliveryStep } from './delivery-step';
import { ProductsStep, type ProductsStepProps } from './products-step';

/**
 * The order wizard's step indicator and the current step (products, address, delivery, check),
 * given the wizard's state; the gates between steps stay with the wizard.
 */
export function WizardStepBody({
  step,
  products,
  productsLoading,
  discounts,
  draft,
  price,
  priceBlocked,
  onQuantity,
  choice,
  regionId,
  zone,
  now,
  addressErrors,
  deliveryErrors,
  onDeliveryEdit,
  rules,
  phone,
  option,
  mapStart,
  onPickOnMap,
}: {
  step: number;
  products: ProductsStepProps['products'];
  productsLoading: boolean;
  discounts: ProductsStepProps['discounts'];
  draft: OrderDraft;
  price: PriceState;
  /** A free selection was refused at Next (its total is 0). */
  priceBlocked: boolean;
  onQuantity: (productId: number, qty: number) => void;
  choice: AddressChoice;
  regionId: string;
  zone: string;
  now: number;
  addressErrors: FieldErrors<AddressField>;
  deliveryErrors: FieldErrors<DeliveryField>;
  /** The agent edited a delivery field: the refusals of the last Approve no longer stand. */
  onDeliveryEdit: () => void;
  rules: DeliveryFieldRules;
  phone: string;
  option: DeliveryOption | null;
  mapStart: MapPoint | null;
  onPickOnMap: () => void;
}) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const user = useCurrentUser();
  const state = choice.state;
  return (
    <>
      <Steps current={step} items={WIZARD_STEPS.map((key) => ({ title: t(`orders.steps.${key}`) }))} />
      {step === 0 && (
        <ProductsStep
          products={products}
          loading={productsLoading}
          quantities={draft.quantities}
          onQuantity={onQuantity}
          discounts={discounts}
          discountId={draft.discountId}
          onDiscount={draft.setDiscountId}
          price={price}
        />
      )}
      {step === 0 && priceBlocked && (
        <Alert type="error" showIcon role="alert" title={t('orders.products.priceRequired')} />
      )}
      {step === 1 && (
        <AddressStep
          choice={choice}
          regionId={regionId}
          zone={zone}
          tileUrl={config.mapTileUrl ?? DEFAULT_TILE_URL}
          userFeatures={user?.features ?? []}
          errors={addressErrors}
          now={now}
          needsCoordinates={rules.coordinates}
          mapStart={mapStart}
          onPickOnMap={onPickOnMap}
        />
      )}
      {step === 2 && (
        <DeliveryStep
          draft={draft.delivery}
          onChange={(patch) => {
            onDeliveryEdit();
            draft.updateDelivery(patch);
          }}
          rules={rules}
          errors={deliveryErrors}
          phone={phone}
          address={state}
          option={option}
          useMapAddress={draft.useMapAddress}
          onPickOnMap={onPickOnMap}
          onUseMapAddress={(use) => {
            draft.setUseMapAddress(use);
            if (use && state.mapAddress) draft.updateDelivery({ street: state.mapAddress.slice(0, rules.streetMax) });
          }}
        />
      )}
      {step === 3 && (
        <CheckStep
          address={state}
          option={option}
          delivery={draft.delivery}
          phone={phone}
          products={products ?? []}
          quantities={draft.quantities}
          price={price}
          notificationType={draft.notificationType}
          onNotificationType={draft.setNotificationType}
        />
      )}
    </>
  );
}
