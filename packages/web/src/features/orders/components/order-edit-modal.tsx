import { useQuery } from '@tanstack/react-query';
import { EDIT_PHONE_PATTERN, ORDER_LIMITS } from '@umbrella/contract';
import { Form, Input, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionProducts } from '@/lib/api/get-region-products';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { calculatePrice } from '../api/calculate-price';
import { useEditOrder } from '../api/edit-order';
import { type EditOrderValues, editOrderBody } from '../lib/edit-order-body';
import { hourOf } from '../lib/edit-window';
import { type Quantities, totalQuantity } from '../lib/quantities';
import { showServerRefusal } from '../lib/server-refusal';
import type { OrderDto } from '../types';
import { AddressSelects } from './address-selects';
import { EditDeliveryFields } from './edit-delivery-fields';
import { EditProductsTotal } from './edit-products-total';
import { ProductPickerModal } from './product-picker-modal';

const TEXT_FIELDS = ['fullName', 'address', 'postalCode'] as const;

/**
 * The order page's edit form (ORDER-27..38): customer, address, preferred date (yesterday to
 * 10 days ahead) and hour, delivery provider, products from the picker and the total the
 * back-office prices; saving PATCHes the order, a refused field shows under it.
 */
export function OrderEditModal({ order, onClose }: { order: OrderDto; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EditOrderValues>();
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

  const { submit, submitting } = useModalSubmit(form, save, {
    variables: (values) => {
      const body = editOrderBody(values, { quantities, discountId: order.discountId, total });
      return body && { orderId: order.id, body };
    },
    success: t('orders.desk.edit.done', { shortCode: order.short_code }),
    onDone: onClose,
    onError: (error) => showServerRefusal(t, error),
  });

  const label = (field: string) => t(`orders.desk.edit.fields.${field}`);
  return (
    <Modal
      open
      width={720}
      title={t('orders.desk.edit.title', { shortCode: order.short_code })}
      okText={t('orders.desk.edit.save')}
      okButtonProps={{ disabled: !total, htmlType: 'submit', form: 'order-edit' }}
      confirmLoading={submitting}
      onCancel={onClose}
    >
      <Form<EditOrderValues>
        id="order-edit"
        form={form}
        layout="vertical"
        onFinish={() => void submit()}
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
        <EditDeliveryFields regionId={order.regionId} label={label} />
        <EditProductsTotal
          products={products.data}
          quantities={quantities}
          onPick={() => setPicking(true)}
          total={total}
          currency={order.currency}
          noDiscount={Boolean(price.data && !price.data.discountApplied)}
          label={label}
        />
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
