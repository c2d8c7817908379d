import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Result, Spin, Steps } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regionProductsQueryOptions } from '@/api/get-region-products';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useRuntimeConfig } from '@/lib/config/config-context';
import { feedback } from '@/lib/feedback/feedback';
import { discountsQueryOptions } from '../api/get-discounts';
import { useAddressChoice } from '../hooks/use-address-choice';
import { useApprove } from '../hooks/use-approve';
import { useCountdown } from '../hooks/use-countdown';
import { useOrderDraft } from '../hooks/use-order-draft';
import { useOrderSetup } from '../hooks/use-order-setup';
import { usePrice } from '../hooks/use-price';
import { countryOfRegion } from '../lib/address-results';
import type { MapPoint } from '../lib/address-state';
import { trackOrderCreated } from '../lib/analytics';
import { formatCoordinates } from '../lib/coordinates';
import { optionsForMethod } from '../lib/delivery-options';
import { deliveryFieldRules } from '../lib/field-rules';
import { DEFAULT_TILE_URL } from '../lib/map-defaults';
import { maskPhone } from '../lib/mask-phone';
import type { FieldErrors } from '../lib/messages';
import { MESSAGE_KEYS } from '../lib/messages';
import { buildOrderPayload } from '../lib/payload';
import { blocksProductsStep, chosenItems } from '../lib/quantities';
import { refusedDeliveryFields } from '../lib/refused-fields';
import { mapRolloutThreshold } from '../lib/rollout';
import { createsOrder, saveRouteFor } from '../lib/save-route';
import { sameDayZone } from '../lib/schedule';
import { addressStepErrors, type DeliveryField, deliveryStepErrors, hasErrors } from '../lib/validation';
import type { OrderModalProps, OrderSaved } from '../types';
import { AddressStep } from './address-step';
import { CheckStep } from './check-step';
import { DeliveryStep } from './delivery-step';
import { ProductBrief } from './product-brief';
import { ProductsStep } from './products-step';

const STEPS = ['products', 'address', 'delivery', 'check'] as const;

type WizardProps = Omit<OrderModalProps, 'open' | 'onCreated' | 'onUpdated'> & {
  onSaved: (saved: OrderSaved, created: boolean) => void;
  /** The modal's frame: title, body and footer are decided here. */
  frame: (parts: { title: ReactNode; body: ReactNode; footer: ReactNode; aside?: ReactNode }) => ReactNode;
};

/** The four steps of the order modal with every gate between them (ONEW-01..12) and Approve. */
export function OrderWizard({ mode, lead, task = null, orderId = null, isManager, onSaved, frame }: WizardProps) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const user = useCurrentUser();
  const regionId = lead.region.id;
  const zone = sameDayZone(regionId);
  const [step, setStep] = useState(0);
  const [checkEntries, setCheckEntries] = useState(0);
  const [attempted, setAttempted] = useState<Record<number, boolean>>({});
  const [priceBlocked, setPriceBlocked] = useState(false);
  const [mapStart, setMapStart] = useState<MapPoint | null>(null);
  /** Fields a 400 of Approve named: shown under them on the delivery step until the agent edits. */
  const [refused, setRefused] = useState<FieldErrors<DeliveryField>>({});
  const draft = useOrderDraft({ fullName: lead.name, productId: orderId === null ? lead.product.id : null });
  const productIds = chosenItems(draft.quantities).map((i) => i.id);
  const choice = useAddressChoice(regionId, countryOfRegion(regionId), productIds);
  const setup = useOrderSetup({ orderId, accountId: user?.accountId, regionId, address: choice, draft });
  const order = setup.status === 'ready' ? setup.order : null;
  const products = useQuery(regionProductsQueryOptions(regionId));
  const discounts = useQuery(discountsQueryOptions({ offerId: order?.offerId ?? lead.offerId, leadId: lead.id }));
  const ready = setup.status === 'ready';
  const price = usePrice({
    leadId: lead.id,
    quantities: draft.quantities,
    discountId: draft.discountId,
    enabled: ready,
  });
  const route = saveRouteFor(mode, task, orderId);
  const { approve, pending } = useApprove(
    (saved) => {
      if (createsOrder(route)) {
        trackOrderCreated({
          method: route.kind,
          variant: choice.state.mapMode ? 'map' : 'dictionary',
          experiment: `map-rollout-${regionId}-${mapRolloutThreshold(regionId)}`,
          order_id: saved.order.id,
        });
      }
      onSaved(saved, createsOrder(route));
    },
    (error) => {
      const fields = refusedDeliveryFields(error);
      if (fields) {
        setRefused(fields);
        setStep(2);
        return;
      }
      feedback.notification.error({
        title: t(MESSAGE_KEYS.serverError),
        description: error instanceof Error ? error.message : String(error),
        duration: 0,
      });
    },
  );
  const countdown = useCountdown(step === 3, checkEntries);

  useEffect(() => {
    if (!products.error) return;
    feedback.notification.error({
      key: 'orders-products-failed',
      title: t(MESSAGE_KEYS.productsFailed),
      description: products.error.message,
      duration: 0,
    });
  }, [products.error, t]);
  useEffect(() => {
    if (!discounts.error) return;
    feedback.notification.error({
      key: 'orders-discounts-failed',
      title: t(MESSAGE_KEYS.discountsFailed),
      description: discounts.error.message,
    });
  }, [discounts.error, t]);

  const state = choice.state;
  const option = optionsForMethod(state.deliveryInfo, state.paymentMethod).find((o) => o.id === state.optionId) ?? null;
  const rules = deliveryFieldRules({
    regionId,
    providerId: option?.providerId ?? null,
    pickup: Boolean(option?.pickupPoint),
    mapAddressUsed: state.mapMode === true && draft.useMapAddress,
  });
  const phone = maskPhone(order?.phone ?? lead.phone);
  const now = Date.now();
  const addressErrors = attempted[1] ? addressStepErrors(state, zone, now) : {};
  const deliveryErrors = { ...refused, ...(attempted[2] ? deliveryStepErrors(draft.delivery, rules, phone) : {}) };

  // The map opens on the dictionary address the agent had, to place the exact point from there.
  const pickOnMap = () => {
    const known = state.address;
    setMapStart(known ? { latitude: known.latitude, longitude: known.longitude } : null);
    choice.switchMode(true);
    setStep(1);
  };

  const enterDelivery = () => {
    const patch: Partial<typeof draft.delivery> = {};
    if (state.mapMode && draft.useMapAddress && state.mapAddress)
      patch.street = state.mapAddress.slice(0, rules.streetMax);
    if (state.mapMode && state.point) patch.coordinates = formatCoordinates(state.point);
    if (rules.streetOptional && option?.pickupPoint) patch.street = option.pickupPoint.slice(0, rules.streetMax);
    draft.updateDelivery(patch);
  };

  const next = () => {
    if (step === 0) {
      const free = price.status === 'ready' && price.price.totalPrice <= 0;
      setPriceBlocked(free);
      if (free) return;
    }
    if (step === 1) {
      setAttempted((a) => ({ ...a, 1: true }));
      if (hasErrors(addressStepErrors(state, zone, Date.now()))) return;
      enterDelivery();
    }
    if (step === 2) {
      setAttempted((a) => ({ ...a, 2: true }));
      if (hasErrors(deliveryStepErrors(draft.delivery, rules, phone))) return;
      setCheckEntries((n) => n + 1);
    }
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };

  const onApprove = () => {
    if (!option || countdown > 0) return;
    const payload = buildOrderPayload({
      lead,
      quantities: draft.quantities,
      discountId: draft.discountId,
      address: state,
      option,
      delivery: draft.delivery,
      rules,
      notificationType: draft.notificationType,
    });
    void approve(route, payload);
  };

  const title =
    mode === 'create'
      ? t('orders.modal.createTitle')
      : t(mode === 're-create' ? 'orders.modal.recreateTitle' : 'orders.modal.editTitle', {
          shortCode: order?.short_code ?? '',
        });
  if (setup.status === 'loading')
    return frame({ title, body: <Spin description={t('orders.modal.loading')} />, footer: null });
  if (setup.status === 'failed') {
    const message = setup.error instanceof Error ? setup.error.message : undefined;
    return frame({
      title,
      body: <Result status="error" title={t('orders.modal.loadFailed')} subTitle={message} />,
      footer: null,
    });
  }

  const productList = products.data ?? [];
  const briefOutside = (mode === 'create' && !isManager) || task?.type === 'RECALL';
  const discount = discounts.data?.find((d) => d.id === draft.discountId);
  const brief = { products: productList, quantities: draft.quantities, price, discount };
  const body = (
    <Flex vertical gap={16}>
      {!briefOutside && step > 0 && <ProductBrief {...brief} />}
      <Steps current={step} items={STEPS.map((key) => ({ title: t(`orders.steps.${key}`) }))} />
      {step === 0 && (
        <ProductsStep
          products={products.data}
          loading={products.isLoading}
          quantities={draft.quantities}
          onQuantity={(id, qty) => {
            setPriceBlocked(false);
            draft.setQuantity(id, qty);
          }}
          discounts={discounts.data ?? []}
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
          onPickOnMap={pickOnMap}
        />
      )}
      {step === 2 && (
        <DeliveryStep
          draft={draft.delivery}
          onChange={(patch) => {
            setRefused({});
            draft.updateDelivery(patch);
          }}
          rules={rules}
          errors={deliveryErrors}
          phone={phone}
          address={state}
          option={option}
          useMapAddress={draft.useMapAddress}
          onPickOnMap={pickOnMap}
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
          products={productList}
          quantities={draft.quantities}
          price={price}
          notificationType={draft.notificationType}
          onNotificationType={draft.setNotificationType}
        />
      )}
    </Flex>
  );
  const footer = (
    <Flex justify="flex-end" gap={8}>
      <Button disabled={step === 0} onClick={() => setStep((s) => Math.max(0, s - 1))}>
        {t('orders.modal.previous')}
      </Button>
      {step < 3 ? (
        <Button
          type="primary"
          onClick={next}
          disabled={step === 0 && (blocksProductsStep(draft.quantities) || productList.length === 0)}
        >
          {t('orders.modal.next')}
        </Button>
      ) : (
        <Button type="primary" onClick={onApprove} disabled={countdown > 0 || !option} loading={pending}>
          {countdown > 0 ? t('orders.modal.approve', { count: countdown }) : t('orders.modal.approveReady')}
        </Button>
      )}
    </Flex>
  );
  return frame({ title, body, footer, aside: briefOutside ? <ProductBrief {...brief} /> : undefined });
}
