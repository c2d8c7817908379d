import { type AddressDto, COORDINATES_MAX_LENGTH, type DeliveryOption, ORDER_LIMITS } from '@umbrella/contract';
import { Checkbox, Col, Descriptions, Form, Input, Row } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format/format-date';
import type { AddressState } from '../lib/address-state';
import type { DeliveryFieldRules } from '../lib/field-rules';
import type { FieldErrors } from '../lib/messages';
import type { DeliveryDraft, DeliveryField } from '../lib/validation';
import { AddressHelper } from './address-helper';
import { CoordinatesOnMapHint } from './coordinates-on-map-hint';
import { fieldStatus } from './field-error';

type Props = {
  draft: DeliveryDraft;
  onChange: (patch: Partial<DeliveryDraft>) => void;
  rules: DeliveryFieldRules;
  errors: FieldErrors<DeliveryField>;
  phone: string;
  address: AddressState;
  option: DeliveryOption | null;
  /** Map mode: the street is the map address while this is on (ONEW-86). */
  useMapAddress: boolean;
  onUseMapAddress: (use: boolean) => void;
  /** Back to the address step in map mode, where the coordinates come from. */
  onPickOnMap: () => void;
};

const helperText = (a: AddressDto) => `${a.district}, ${a.city}, ${a.region}, C.P. ${a.postalCode}`;

/** Step 3 (ONEW-82..99): the summary of the address step and the customer's delivery fields. */
export function DeliveryStep({
  draft,
  onChange,
  rules,
  errors,
  phone,
  address,
  option,
  useMapAddress,
  onUseMapAddress,
  onPickOnMap,
}: Props) {
  const { t } = useTranslation();
  const street = useRef<HTMLTextAreaElement>(null);
  const payment = address.paymentMethod ? t(`orders.address.${address.paymentMethod}`) : '—';
  return (
    <Form layout="vertical" component="div">
      <Descriptions size="small" column={3} title={t('orders.delivery.summary')} data-testid="address-summary">
        <Descriptions.Item label={t('orders.check.address')}>
          {address.mapMode ? address.mapAddress : address.address?.fullAddress}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.check.payment')}>{payment}</Descriptions.Item>
        <Descriptions.Item label={t('orders.check.provider')}>{option?.providerName}</Descriptions.Item>
        <Descriptions.Item label={t('orders.check.pickupPoint')}>{option?.pickupPoint ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.check.deliveryTime')}>
          {address.date ? formatDay(address.date) : ''} {address.time}
        </Descriptions.Item>
      </Descriptions>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label={t('orders.delivery.fullName')} required {...fieldStatus(t, errors.fullName)}>
            <Input
              aria-label={t('orders.delivery.fullName')}
              maxLength={ORDER_LIMITS.fullName}
              value={draft.fullName}
              onChange={(e) => onChange({ fullName: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t('orders.delivery.phone')} {...fieldStatus(t, errors.phone)}>
            <Input aria-label={t('orders.delivery.phone')} value={phone} readOnly disabled />
          </Form.Item>
        </Col>
      </Row>
      {rules.coordinates && !address.mapMode && <CoordinatesOnMapHint onPickOnMap={onPickOnMap} />}
      {rules.coordinates && (
        <Form.Item label={t('orders.delivery.coordinates')} required {...fieldStatus(t, errors.coordinates)}>
          <Input
            aria-label={t('orders.delivery.coordinates')}
            placeholder={t('orders.delivery.coordinatesPlaceholder')}
            maxLength={COORDINATES_MAX_LENGTH}
            value={draft.coordinates}
            readOnly={address.mapMode === true}
            onChange={(e) => onChange({ coordinates: e.target.value })}
          />
        </Form.Item>
      )}
      {rules.mexicoHelper && (
        <AddressHelper
          onPick={(picked) => onChange({ street: helperText(picked) })}
          onCancel={() => street.current?.focus()}
        />
      )}
      {address.mapMode && (
        <Checkbox
          checked={useMapAddress}
          onChange={(e) => onUseMapAddress(e.target.checked)}
          style={{ marginBottom: 8 }}
        >
          {t('orders.delivery.useMapAddress')}
        </Checkbox>
      )}
      <Form.Item
        label={t('orders.delivery.street')}
        required={!rules.streetOptional}
        {...fieldStatus(t, errors.street)}
      >
        <Input.TextArea
          ref={(instance) => {
            street.current = instance?.resizableTextArea?.textArea ?? null;
          }}
          aria-label={t('orders.delivery.street')}
          maxLength={rules.streetMax}
          value={draft.street}
          readOnly={rules.streetReadOnly}
          autoSize={{ minRows: 2, maxRows: 4 }}
          showCount={{ formatter: ({ count }) => `${count} / ${rules.streetMax}` }}
          onChange={(e) => onChange({ street: e.target.value })}
        />
      </Form.Item>
      {rules.addressReference && (
        <Form.Item label={t('orders.delivery.addressReference')} {...fieldStatus(t, errors.addressReference)}>
          <Input.TextArea
            aria-label={t('orders.delivery.addressReference')}
            maxLength={ORDER_LIMITS.addressReference}
            value={draft.addressReference}
            autoSize={{ minRows: 1, maxRows: 3 }}
            onChange={(e) => onChange({ addressReference: e.target.value })}
          />
        </Form.Item>
      )}
      {rules.colombia && (
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label={t('orders.delivery.ccNumber')} {...fieldStatus(t, errors.ccNumber)}>
              <Input
                aria-label={t('orders.delivery.ccNumber')}
                inputMode="numeric"
                maxLength={ORDER_LIMITS.ccNumber}
                value={draft.ccNumber}
                onChange={(e) => onChange({ ccNumber: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('orders.delivery.email')} {...fieldStatus(t, errors.email)}>
              <Input
                aria-label={t('orders.delivery.email')}
                type="email"
                maxLength={ORDER_LIMITS.email}
                value={draft.email}
                onChange={(e) => onChange({ email: e.target.value })}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      {rules.comments.label === 'DNI' ? (
        <Form.Item label={t('orders.delivery.dni')} required {...fieldStatus(t, errors.comments)}>
          <Input
            aria-label={t('orders.delivery.dni')}
            maxLength={rules.comments.max}
            value={draft.comments}
            onChange={(e) => onChange({ comments: e.target.value })}
          />
        </Form.Item>
      ) : (
        <Form.Item label={t('orders.delivery.comments')} {...fieldStatus(t, errors.comments)}>
          <Input.TextArea
            aria-label={t('orders.delivery.comments')}
            maxLength={rules.comments.max}
            value={draft.comments}
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(e) => onChange({ comments: e.target.value })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
