import { useQuery } from '@tanstack/react-query';
import { Flex, Result, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';
import { regionProductsQueryOptions } from '@/lib/api/get-region-products';
import { discountsQueryOptions } from '../api/get-discounts';
import { useAddressChoice } from '../hooks/use-address-choice';
import { useCountdown } from '../hooks/use-countdown';
import { useLoadFailureNotices } from '../hooks/use-load-failure-notices';
import { useOrderDraft } from '../hooks/use-order-draft';
import { useOrderSetup } from '../hooks/use-order-setup';
import { usePrice } from '../hooks/use-price';
import { useWizardApprove } from '../hooks/use-wizard-approve';
import { useWizardGates } from '../hooks/use-wizard-gates';
import { countryOfRegion } from '../lib/address-results';
import type { MapPoint } from '../lib/address-state';
import { optionsForMethod } from '../lib/delivery-options';
import { deliveryFieldRules } from '../lib/field-rules';
import { maskPhone } from '../lib/mask-phone';
import type { FieldErrors } from '../lib/messages';
import { buildOrderPayload } from '../lib/payload';
import { blocksProductsStep, chosenItems } from '../lib/quantities';
import { saveRouteFor } from '../lib/save-route';
import { sameDayZone } from '../lib/schedule';
import { addressStepErrors, type DeliveryField, deliveryStepErrors } from '../lib/validation';
import type { OrderModalProps, OrderSaved } from '../types';
import { ProductBrief } from './product-brief';
import { WizardFooter } from './wizard-footer';
import { WizardStepBody } from './wizard-step-body';

type WizardProps = Omit<OrderModalProps, 'open' | 'onCreated' | 'onUpdated'> & {
  onSaved: (saved: OrderSaved, created: boolean) => void;
  /** The modal's frame: title, body and footer are decided here. */
  frame: (parts: { title: ReactNode; body: ReactNode; footer: ReactNode; aside?: ReactNode }) => ReactNode;
};

/** The four steps of the order modal with every gate between them (ONEW-01..12) and Approve. */
export function OrderWizard({ mode, lead, task = null, orderId = null, isManager, onSaved, frame }: WizardProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const regionId = lead.region.id;
  const zone = sameDayZone(regionId);
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
  const state = choice.state;
  const option = optionsForMethod(state.deliveryInfo, state.paymentMethod).find((o) => o.id === state.optionId) ?? null;
  const rules = deliveryFieldRules({
    regionId,
    providerId: option?.providerId ?? null,
    pickup: Boolean(option?.pickupPoint),
    mapAddressUsed: state.mapMode === true && draft.useMapAddress,
  });
  const phone = maskPhone(order?.phone ?? lead.phone);
  const gates = useWizardGates({ state, zone, draft, rules, phone, option, price });
  const { step, setStep, attempted, priceBlocked, setPriceBlocked } = gates;
  const route = saveRouteFor(mode, task, orderId);
  const { approve, pending } = useWizardApprove({
    route,
    regionId,
    mapMode: Boolean(choice.state.mapMode),
    onSaved,
    onRefused: (fields) => {
      setRefused(fields);
      setStep(2);
    },
  });
  const countdown = useCountdown(step === 3, gates.checkEntries);

  useLoadFailureNotices(products.error, discounts.error);

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
      <WizardStepBody
        step={step}
        products={products.data}
        productsLoading={products.isLoading}
        discounts={discounts.data ?? []}
        draft={draft}
        price={price}
        priceBlocked={priceBlocked}
        onQuantity={(id, qty) => {
          setPriceBlocked(false);
          draft.setQuantity(id, qty);
        }}
        choice={choice}
        regionId={regionId}
        zone={zone}
        now={now}
        addressErrors={addressErrors}
        deliveryErrors={deliveryErrors}
        onDeliveryEdit={() => setRefused({})}
        rules={rules}
        phone={phone}
        option={option}
        mapStart={mapStart}
        onPickOnMap={pickOnMap}
      />
    </Flex>
  );
  const footer = (
    <WizardFooter
      step={step}
      lastStep={gates.lastStep}
      onPrevious={gates.previous}
      onNext={gates.next}
      nextDisabled={step === 0 && (blocksProductsStep(draft.quantities) || productList.length === 0)}
      onApprove={onApprove}
      countdown={countdown}
      approveDisabled={!option}
      pending={pending}
    />
  );
  return frame({ title, body, footer, aside: briefOutside ? <ProductBrief {...brief} /> : undefined });
}
