import { Form, type FormInstance, Select, Transfer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionProducts } from '@/lib/api/get-region-products';
import { useFeatures, useWebmasters } from '../api/get-account-options';
import { useRegionScripts } from '../api/get-region-scripts';
import { type GroupValues, TRANSFER_LIST_STYLE } from '../lib/group-form';

/** What a group is given: its features, its region's products (each with one of its scripts) and its webmasters. */
export function GroupAssignmentFields({ form }: { form: FormInstance<GroupValues> }) {
  const { t } = useTranslation();
  const regionId = Form.useWatch('regionId', form);
  const features = useFeatures();
  const products = useRegionProducts(regionId);
  const scripts = useRegionScripts(regionId);
  const webmasters = useWebmasters();
  const chosenProducts: number[] = Form.useWatch('productIds', form) ?? [];

  return (
    <>
      <Form.Item name="featureIds" label={t('agents.groupFields.features')} valuePropName="targetKeys">
        <Transfer
          dataSource={(features.data?.content ?? []).map((f) => ({ key: f.id, title: f.name }))}
          render={(item) => item.title ?? ''}
          styles={{ section: TRANSFER_LIST_STYLE }}
        />
      </Form.Item>
      <Form.Item name="productIds" label={t('agents.groupFields.products')} valuePropName="targetKeys">
        <Transfer
          dataSource={(products.data ?? []).map((p) => ({ key: p.id, title: p.name }))}
          render={(item) => item.title ?? ''}
          styles={{ section: TRANSFER_LIST_STYLE }}
        />
      </Form.Item>
      {chosenProducts.map((productId) => (
        <Form.Item
          key={productId}
          name={['scriptIds', productId]}
          label={t('agents.groupFields.productScript', {
            product: products.data?.find((p) => p.id === productId)?.name ?? productId,
          })}
        >
          <Select
            allowClear
            placeholder={t('agents.groupFields.noScript')}
            options={(scripts.data ?? [])
              .filter((s) => s.productId === productId)
              .map((s) => ({ value: s.scriptId, label: s.scriptName }))}
          />
        </Form.Item>
      ))}
      <Form.Item name="webmasterIds" label={t('agents.groupFields.webmasters')} valuePropName="targetKeys">
        <Transfer
          dataSource={(webmasters.data?.content ?? []).map((w) => ({ key: w.id, title: w.name }))}
          render={(item) => item.title ?? ''}
          showSearch
          styles={{ section: TRANSFER_LIST_STYLE }}
        />
      </Form.Item>
    </>
  );
}
