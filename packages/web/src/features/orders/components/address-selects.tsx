import { useQuery } from '@tanstack/react-query';
import { Flex, Form, type FormInstance, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { placesQueryOptions } from '../api/get-places';

type AddressValues = { state?: string; city?: string; district?: string; postalCode?: string };

/**
 * The edit form's address selects (ORDER-31, ORDER-32): state, then city, then district, each
 * list fetched for the level above. Changing the state empties city and district; changing the
 * city empties the district; a district fills in its postal code.
 */
export function AddressSelects<V extends AddressValues>({
  form,
  regionId,
  label,
  required,
}: {
  form: FormInstance<V>;
  regionId: string;
  label: (field: string) => string;
  required: (field: string) => object;
}) {
  const { t } = useTranslation();
  const anyForm = form as unknown as FormInstance<AddressValues>;
  const state: string | undefined = Form.useWatch('state', anyForm);
  const city: string | undefined = Form.useWatch('city', anyForm);
  const states = useQuery(placesQueryOptions(regionId));
  const cities = useQuery({ ...placesQueryOptions(regionId, state), enabled: Boolean(state) });
  const districts = useQuery({ ...placesQueryOptions(regionId, state, city), enabled: Boolean(state && city) });
  const options = (data: { name: string }[] | undefined) => (data ?? []).map((p) => ({ value: p.name, label: p.name }));
  const select = (loading: boolean) => ({
    showSearch: true,
    loading,
    notFoundContent: loading ? t('orders.desk.edit.loadingPlaces') : undefined,
  });

  return (
    <Flex gap={12} wrap>
      <Form.Item name="state" label={label('state')} style={{ flex: 1, minWidth: 180 }}>
        <Select
          {...select(states.isLoading)}
          options={options(states.data)}
          onChange={() => anyForm.setFieldsValue({ city: undefined, district: undefined })}
        />
      </Form.Item>
      <Form.Item name="city" label={label('city')} rules={[required(label('city'))]} style={{ flex: 1, minWidth: 180 }}>
        <Select
          {...select(cities.isLoading)}
          disabled={!state}
          options={options(cities.data)}
          onChange={() => anyForm.setFieldsValue({ district: undefined })}
        />
      </Form.Item>
      <Form.Item
        name="district"
        label={label('district')}
        rules={[required(label('district'))]}
        style={{ flex: 1, minWidth: 180 }}
      >
        <Select
          {...select(districts.isLoading)}
          disabled={!city}
          options={options(districts.data)}
          onChange={(name: string) => {
            const postalCode = districts.data?.find((d) => d.name === name)?.postalCode;
            if (postalCode) anyForm.setFieldsValue({ postalCode });
          }}
        />
      </Form.Item>
    </Flex>
  );
}
