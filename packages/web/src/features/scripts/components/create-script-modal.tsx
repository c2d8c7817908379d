import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRegionProducts } from '@/lib/api/get-region-products';
import { useUserRegions } from '@/lib/api/get-regions';

/** Pick a region, then one of its products, then go to /scripts/create/{productId} (SCRIPT-04). */
export function CreateScriptModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const regions = useUserRegions();
  const [regionId, setRegionId] = useState<string>();
  const [productId, setProductId] = useState<number>();
  const products = useRegionProducts(regionId);

  return (
    <Modal
      open={open}
      title={t('scripts.create.title')}
      okText={t('scripts.create.next')}
      okButtonProps={{ disabled: productId === undefined }}
      onOk={() => navigate(`/scripts/create/${productId}`)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('scripts.fields.region')}>
          <Select
            aria-label={t('scripts.fields.region')}
            value={regionId}
            onChange={(value: string) => {
              setRegionId(value);
              setProductId(undefined);
            }}
            options={(regions.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
        </Form.Item>
        <Form.Item label={t('scripts.fields.product')}>
          <Select
            aria-label={t('scripts.fields.product')}
            disabled={!regionId}
            value={productId}
            onChange={(value: number) => setProductId(value)}
            options={regionId ? (products.data ?? []).map((p) => ({ value: p.id, label: p.name })) : []}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
