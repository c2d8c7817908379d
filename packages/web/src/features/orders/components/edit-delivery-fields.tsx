import { DELIVERY_PROVIDERS } from '@umbrella/contract';
import { DatePicker, Flex, Form, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EDIT_HOURS, editDateDisabled } from '../lib/edit-window';

/** The edit form's delivery: preferred date (yesterday to 10 days ahead) and hour, and the region's provider. */
export function EditDeliveryFields({ regionId, label }: { regionId: string; label: (field: string) => string }) {
  const { t } = useTranslation();
  const requiredField = (field: string) => [
    { required: true, message: t('orders.desk.edit.required', { field: label(field) }) },
  ];
  return (
    <>
      <Flex gap={12}>
        <Form.Item name="preferredDate" label={label('preferredDate')} rules={requiredField('preferredDate')}>
          <DatePicker format="DD-MM-YYYY" disabledDate={(day) => editDateDisabled(day, dayjs())} />
        </Form.Item>
        <Form.Item name="preferredTime" label={label('preferredTime')} rules={requiredField('preferredTime')}>
          <Select style={{ width: 120 }} options={EDIT_HOURS.map((hour) => ({ value: hour, label: hour }))} />
        </Form.Item>
      </Flex>
      <Form.Item name="deliveryProviderId" label={label('deliveryProvider')} rules={requiredField('deliveryProvider')}>
        <Select
          options={DELIVERY_PROVIDERS.filter((p) => p.regionId === regionId).map((p) => ({
            value: p.id,
            label: p.name,
          }))}
        />
      </Form.Item>
    </>
  );
}
