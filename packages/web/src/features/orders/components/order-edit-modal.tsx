import { useQuery } from '@tanstack/react-query';
import {
  DELIVERY_PROVIDERS,
  EDIT_PHONE_PATTERN,
  type EditOrderBody,
  formatMoney,
  ORDER_LIMITS,
} from '@umbrella/contract';
import { Button, DatePicker, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionProducts } from '@/api/get-region-products';
import { feedback } from '@/lib/feedback/feedback';
import { calculatePrice } from '../api/calculate-price';
import { useEditOrder } from '../api/edit-order';
import { EDIT_HOURS, editDateDisabled, hourOf } from '../lib/edit-window';
import { type Quantities, totalQuantity } from '../lib/quantities';
import { showServerRefusal } from '../lib/server-refusal';
import type { OrderDto } from '../types';
import { AddressSelects } from './address-selects';
import { ProductPickerModal } from './product-picker-modal';

type Values = {
  fullName: string;
  phone?: string;
  address: string;
  state?: string;
  city: string;
  district: string;
  postalCode: string;
  preferredDate: Dayjs | null;
  preferredTime?: string;
  deliveryProviderId?: number;
};

const TEXT_FIELDS = ['fullName', 'address', 'postalCode'] as const;

/**
 * The order page's edit form (ORDER-27..38): customer, address, preferred date (yesterday to
 * 10 days ahead) and hour, delivery provider, products from the picker and the total the
 * back-office prices; saving PATCHes the order, a refused field shows under it.
 */
export function OrderEditModal({ order, onClose }: { order: OrderDto; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const products = useRegionProducts(order.regionId);
  const save = useEditOrder();
  const [quantities, setQuantities] = useState<Quantities>(() =>
    Object.fromEntries(order.products.map((p) => [p.id, p.qty])),
  );
  const [picking, setPicking] = useState(false);
  const leadId = order.lead_id ?? 0;
  const price = useQuery({
    queryKey: ['orders', 'edit-price', leadId, order.discountId, quantities],
    queryFn: ({ signal }) => calculatePrice({ leadId, discountId: order.discountId, quantities }, signal),
    enabled: leadId > 0 && totalQuantity(quantities) > 0,
  });
  const total = price.data?.totalPrice;
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('orders.desk.edit.required', { field }),
  });

  const submit = async (values: Values) => {
    if (!total || !values.preferredDate || !values.preferredTime || !values.deliveryProviderId) return;
    const body: EditOrderBody = {
      fullName: values.fullName,
      ...(values.phone ? { phone: values.phone } : {}),
      address: values.address,
      ...(values.state ? { state: values.state } : {}),
      city: values.city,
      district: values.district,
      postalCode: values.postalCode,
      preferredDate: values.preferredDate.format('YYYY-MM-DD'),
      preferredTime: values.preferredTime,
      deliveryProviderId: values.deliveryProviderId,
      items: Object.entries(quantities).map(([id, qty]) => ({ id: Number(id), qty })),
      discountId: order.discountId,
      total,
    };
    try {
      await save.mutateAsync({ orderId: order.id, body });
      feedback.message.success(t('orders.desk.edit.done', { shortCode: order.short_code }));
      onClose();
    } catch (error) {
      showServerRefusal(t, error, (errors) => {
        const fields = Object.entries(errors).filter(([name]) => name in form.getFieldsValue());
        if (fields.length)
          form.setFields(fields.map(([name, text]) => ({ name: name as keyof Values, errors: [text] })));
        else showServerRefusal(t, error);
      });
    }
  };

  const label = (field: string) => t(`orders.desk.edit.fields.${field}`);
  return (
    <Modal
      open
      width={720}
      title={t('orders.desk.edit.title', { shortCode: order.short_code })}
      okText={t('orders.desk.edit.save')}
      okButtonProps={{ disabled: !total, htmlType: 'submit', form: 'order-edit' }}
      confirmLoading={save.isPending}
      onCancel={onClose}
    >
      <Form<Values>
        id="order-edit"
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{
          fullName: order.full_name,
          address: order.address,
          state: order.addr?.addressIdx.region,
          city: order.city,
          district: order.district,
          postalCode: order.postal_code,
          preferredDate: order.deliveryInfo.preferredDate ? dayjs(order.deliveryInfo.preferredDate) : null,
          preferredTime: hourOf(order.deliveryInfo.preferredDeliveryTime),
          deliveryProviderId: order.delivery_provider_id ?? undefined,
        }}
      >
        {TEXT_FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={label(field)} rules={[required(label(field))]}>
            <Input maxLength={field === 'fullName' ? ORDER_LIMITS.fullName : ORDER_LIMITS.address} />
          </Form.Item>
        ))}
        <AddressSelects form={form} regionId={order.regionId} label={label} required={required} />
        <Form.Item
          name="phone"
          label={label('phone')}
          rules={[{ pattern: new RegExp(EDIT_PHONE_PATTERN), message: t('orders.desk.edit.phoneFormat') }]}
        >
          <Input placeholder={order.phone} />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item
            name="preferredDate"
            label={label('preferredDate')}
            rules={[{ required: true, message: t('orders.desk.edit.required', { field: label('preferredDate') }) }]}
          >
            <DatePicker format="DD-MM-YYYY" disabledDate={(day) => editDateDisabled(day, dayjs())} />
          </Form.Item>
          <Form.Item
            name="preferredTime"
            label={label('preferredTime')}
            rules={[{ required: true, message: t('orders.desk.edit.required', { field: label('preferredTime') }) }]}
          >
            <Select style={{ width: 120 }} options={EDIT_HOURS.map((hour) => ({ value: hour, label: hour }))} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="deliveryProviderId"
          label={label('deliveryProvider')}
          rules={[{ required: true, message: t('orders.desk.edit.required', { field: label('deliveryProvider') }) }]}
        >
          <Select
            options={DELIVERY_PROVIDERS.filter((p) => p.regionId === order.regionId).map((p) => ({
              value: p.id,
              label: p.name,
            }))}
          />
        </Form.Item>
        <Form.Item label={label('products')} required>
          <Flex vertical gap={4} data-testid="edit-products">
            {(products.data ?? [])
              .filter((p) => quantities[p.id])
              .map((p) => (
                <Typography.Text key={p.id}>{`${p.name} × ${quantities[p.id]}`}</Typography.Text>
              ))}
            <Button size="small" onClick={() => setPicking(true)} disabled={!products.data}>
              {t('orders.desk.edit.chooseProducts')}
            </Button>
          </Flex>
        </Form.Item>
        <Form.Item label={label('total')} required>
          <Typography.Text strong data-testid="edit-total">
            {total ? formatMoney(total, order.currency) : '—'}
          </Typography.Text>
          {price.data && !price.data.discountApplied && (
            <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
              {t('orders.desk.edit.noDiscount')}
            </Typography.Text>
          )}
        </Form.Item>
      </Form>
      {picking && products.data && (
        <ProductPickerModal
          products={products.data}
          initial={quantities}
          onCancel={() => setPicking(false)}
          onOk={(chosen) => {
            setQuantities(chosen);
            setPicking(false);
          }}
        />
      )}
    </Modal>
  );
}
