import { type DeliveryOption, formatMoney, PAYMENT_METHODS } from '@umbrella/contract';
import { Alert, Col, Form, Radio, Row, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format/format-date';
import type { AddressChoice } from '../hooks/use-address-choice';
import { optionsForMethod } from '../lib/delivery-options';
import { type FieldErrors, MESSAGE_KEYS } from '../lib/messages';
import { scheduleDates, scheduleTimes } from '../lib/schedule';
import type { AddressField } from '../lib/validation';
import { fieldStatus } from './field-error';

type Props = {
  choice: AddressChoice;
  zone: string;
  /** The region's currency, for delivery prices. */
  currency: string | undefined;
  errors: FieldErrors<AddressField>;
  now: number;
};

const optionLabel = (o: DeliveryOption, express: string, currency: string | undefined) =>
  `${o.providerName} · ${o.placeName || express}${o.deliveryPrice ? ` · ${formatMoney(o.deliveryPrice, currency)}` : ''}`;

/** Payment method, provider, pickup point, date and time of the address step (ONEW-40, ONEW-49..62). */
export function DeliveryChoice({ choice, zone, currency, errors, now }: Props) {
  const { t } = useTranslation();
  const { state, dispatch } = choice;
  const located = state.mapMode ? state.point !== null : state.address !== null;
  if (!located) return null;
  if (choice.loadingDelivery) return <Spin description={t('orders.address.loadingDelivery')} />;
  const info = state.deliveryInfo;
  const options = optionsForMethod(info, state.paymentMethod);
  const option = options.find((o) => o.id === state.optionId) ?? null;
  const pickups = options.filter((o) => o.pickupPoint !== null);
  const dates = scheduleDates(option);
  const times = scheduleTimes(option, state.date, zone, now);
  const noDelivery = info !== null && info.prepay.length === 0 && info.payOnDelivery.length === 0;
  return (
    <>
      {noDelivery && <Alert type="error" showIcon role="alert" title={t(MESSAGE_KEYS.noPossibleDelivery)} />}
      {state.expired && <Alert type="warning" showIcon role="alert" title={t(MESSAGE_KEYS.expiredDate)} />}
      <Form.Item label={t('orders.address.paymentMethod')} required {...fieldStatus(t, errors.deposit)}>
        <Radio.Group
          name="paymentMethod"
          value={state.paymentMethod}
          onChange={(e) => dispatch({ type: 'paymentMethodChosen', method: e.target.value })}
          options={PAYMENT_METHODS.map((m) => ({
            value: m,
            label: t(`orders.address.${m}`),
            disabled: !state.paymentMethods.includes(m),
          }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label={t('orders.address.provider')} required {...fieldStatus(t, errors.provider)}>
            <Select
              aria-label={t('orders.address.provider')}
              value={state.optionId ?? undefined}
              disabled={!state.paymentMethod}
              options={options.map((o) => ({
                value: o.id,
                label: optionLabel(o, t('orders.address.express'), currency),
              }))}
              onChange={(optionId: number) => dispatch({ type: 'optionChosen', optionId })}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t('orders.address.pickupPoint')}>
            <Select
              aria-label={t('orders.address.pickupPoint')}
              value={option?.pickupPoint ?? undefined}
              placeholder={t('orders.address.noPickupPoint')}
              disabled={pickups.length === 0}
              options={pickups.map((o) => ({
                value: o.pickupPoint as string,
                label: `${o.providerName} · ${o.pickupPoint}`,
              }))}
              onChange={(pickupPoint: string) => dispatch({ type: 'pickupPointChosen', pickupPoint })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label={t('orders.address.date')} required {...fieldStatus(t, errors.deliveryTimeAndDate)}>
            <Select
              aria-label={t('orders.address.date')}
              value={state.date ?? undefined}
              disabled={!option}
              options={dates.map((d) => ({ value: d, label: formatDay(d) }))}
              onChange={(date: string) => dispatch({ type: 'dateTimeChosen', date, time: null })}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t('orders.address.time')} required>
            <Select
              aria-label={t('orders.address.time')}
              value={state.time ?? undefined}
              disabled={!state.date}
              options={times.map((slot) => ({ value: slot, label: slot }))}
              onChange={(time: string) => state.date && dispatch({ type: 'dateTimeChosen', date: state.date, time })}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
