import { DAYS_TO_DELIVER_MAX, EMPTY_SCHEDULE_MESSAGE, PERIOD_MINUTE_STEP } from '@umbrella/contract';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Switch, Tag, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import type { DeliveryPlace, ForceLinkBody } from '../../api/places';

export type Provider = { id: number; name: string; prepay: boolean; cashOnDelivery: boolean };
type Schedule = Record<string, [string, string][]>;
type PlaceValues = {
  deliveryProviderId?: number;
  name?: string;
  pickup?: boolean;
  pickupPoint?: string;
  deliveryDays?: number;
  prepay?: boolean;
  cashOnDelivery?: boolean;
};

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const TIME = 'HH:mm';

/** The periods of a week as "Mon 09:00–13:00" tags, Monday first (DSCHED-04). */
export function SchedulePeriods({
  schedule,
  onRemove,
}: {
  schedule: Schedule;
  onRemove?: (day: string, i: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space size={[4, 4]} wrap>
      {DAYS.flatMap((day) =>
        (schedule[day] ?? []).map(([start, end], i) => (
          <Tag key={`${day}-${start}`} closable={!!onRemove} onClose={() => onRemove?.(day, i)}>
            {`${t(`places.weekday.${day}`)} ${start}–${end}`}
          </Tag>
        )),
      )}
    </Space>
  );
}

/**
 * The place form (DSCHED-05..14): provider, name (empty: express), pick-up and its address, days to
 * deliver 0–30, the payment ways the provider takes, and the weekly periods added one by one
 * (day and an HH:mm range on a 30-minute step). Closing with unsaved changes asks first.
 */
export function PlaceForm(props: {
  addressId: number;
  providers: Provider[];
  place?: DeliveryPlace;
  saving: boolean;
  onSave: (body: ForceLinkBody) => Promise<void>;
  onClose: () => void;
}) {
  const { place, providers } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<PlaceValues>();
  const [periodForm] = Form.useForm<{ day?: string; period?: [Dayjs, Dayjs] }>();
  const [schedule, setSchedule] = useState<Schedule>((place?.schedule as Schedule | undefined) ?? {});
  const [dirty, setDirty] = useState(false);
  const providerId = Form.useWatch('deliveryProviderId', form);
  const pickup = Form.useWatch('pickup', form);
  const provider = providers.find((p) => p.id === providerId);

  const addPeriod = (values: { day?: string; period?: [Dayjs, Dayjs] }) => {
    if (!values.day || !values.period) return;
    const range: [string, string] = [values.period[0].format(TIME), values.period[1].format(TIME)];
    setSchedule((s) => ({ ...s, [values.day as string]: [...(s[values.day as string] ?? []), range] }));
    setDirty(true);
    periodForm.resetFields();
  };
  const removePeriod = (day: string, index: number) => {
    setSchedule((s) => ({ ...s, [day]: (s[day] ?? []).filter((_, i) => i !== index) }));
    setDirty(true);
  };

  const save = async (values: PlaceValues) => {
    if (Object.values(schedule).flat().length === 0) {
      const [title, ...rest] = EMPTY_SCHEDULE_MESSAGE.split(': ');
      feedback.notification.error({ message: title, description: rest.join(': ') });
      return;
    }
    await props.onSave({
      addressId: props.addressId,
      deliveryProviderId: values.deliveryProviderId as number,
      ...(place ? { deliveryId: place.id } : {}),
      name: values.name?.trim() ?? '',
      pickup: values.pickup ?? false,
      pickupPoint: values.pickup ? (values.pickupPoint ?? null) : null,
      schedule,
      deliveryDays: values.deliveryDays as number,
      // Until the providers have loaded the place keeps what it had; the back-office refuses a payment
      // way its provider does not take.
      prepay: !!values.prepay && (provider?.prepay ?? true),
      cashOnDelivery: !!values.cashOnDelivery && (provider?.cashOnDelivery ?? true),
    });
  };

  const close = () => {
    if (!dirty) {
      props.onClose();
      return;
    }
    Modal.confirm({ title: t('places.unsavedClose'), onOk: props.onClose, okText: t('places.close') });
  };

  return (
    <Modal
      open
      title={place ? t('places.editTitle') : t('places.add')}
      okText={t('places.save')}
      onOk={() => form.submit()}
      confirmLoading={props.saving}
      onCancel={close}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        onValuesChange={() => setDirty(true)}
        initialValues={{
          deliveryProviderId: place?.deliveryProviderId,
          name: place?.name ?? '',
          pickup: place?.pickup ?? false,
          pickupPoint: place?.pickupAddress ?? '',
          deliveryDays: place?.daysToDeliver,
          prepay: place?.prepay ?? false,
          cashOnDelivery: place?.cashOnDelivery ?? false,
        }}
      >
        <Form.Item
          name="deliveryProviderId"
          label={t('places.provider')}
          rules={[{ required: true, message: t('places.providerRequired') }]}
        >
          <Select options={providers.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item name="name" label={t('places.name')} extra={t('places.nameHelp')}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="pickup" valuePropName="checked">
          <Checkbox>{t('places.pickup')}</Checkbox>
        </Form.Item>
        {pickup && (
          <Form.Item
            name="pickupPoint"
            label={t('places.pickupPoint')}
            rules={[{ required: true, whitespace: true, message: t('places.pickupRequired') }]}
          >
            <Input maxLength={300} />
          </Form.Item>
        )}
        <Form.Item
          name="deliveryDays"
          label={t('places.days')}
          rules={[{ required: true, message: t('places.daysRequired') }]}
        >
          <InputNumber min={0} max={DAYS_TO_DELIVER_MAX} precision={0} />
        </Form.Item>
        <Space size="large">
          <Form.Item name="prepay" label={t('places.prepay')} valuePropName="checked">
            <Switch disabled={!provider?.prepay} />
          </Form.Item>
          <Form.Item name="cashOnDelivery" label={t('places.cashOnDelivery')} valuePropName="checked">
            <Switch disabled={!provider?.cashOnDelivery} />
          </Form.Item>
        </Space>
      </Form>
      <Form form={periodForm} layout="inline" onFinish={addPeriod} aria-label={t('places.periodForm')}>
        <Form.Item name="day" rules={[{ required: true, message: t('places.dayRequired') }]}>
          <Select
            aria-label={t('places.day')}
            placeholder={t('places.day')}
            style={{ width: 140 }}
            options={DAYS.map((day) => ({ value: day, label: t(`places.weekday.${day}`) }))}
          />
        </Form.Item>
        <Form.Item name="period" rules={[{ required: true, message: t('places.periodRequired') }]}>
          <TimePicker.RangePicker format={TIME} minuteStep={PERIOD_MINUTE_STEP} />
        </Form.Item>
        <Button htmlType="submit">{t('places.addPeriod')}</Button>
      </Form>
      <div style={{ marginTop: 12 }} data-testid="place-periods">
        <SchedulePeriods schedule={schedule} onRemove={removePeriod} />
      </div>
    </Modal>
  );
}
