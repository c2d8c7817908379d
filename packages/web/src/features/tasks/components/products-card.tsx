import { formatMoney } from '@umbrella/contract';
import { Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionProducts } from '@/lib/api/get-region-products';
import { useDeliveryProviders } from '../api/get-delivery-providers';

/** The region's products with prices and how they are delivered (TASK-14 "products with delivery info"). */
export function ProductsCard({ regionId, productId }: { regionId: string; productId: number }) {
  const { t } = useTranslation();
  const products = useRegionProducts(regionId);
  const providers = useDeliveryProviders(regionId);
  return (
    <Card size="small" title={t('tasks.products.title')} loading={products.isLoading} data-testid="products">
      <List
        size="small"
        dataSource={products.data ?? []}
        renderItem={(product) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Typography.Text strong={product.id === productId}>
                  {product.name} {product.id === productId && <Tag color="blue">{t('tasks.products.this')}</Tag>}
                </Typography.Text>
              }
              description={product.description}
            />
            <Typography.Text>{formatMoney(product.price, product.currency)}</Typography.Text>
          </List.Item>
        )}
      />
      <Typography.Text type="secondary">{t('tasks.products.delivery')}</Typography.Text>{' '}
      {(providers.data ?? []).map((provider) => (
        <Tag key={provider.id} color={provider.cashOnDelivery ? 'green' : 'default'}>
          {provider.name}
          {provider.cashOnDelivery ? ` · ${t('tasks.products.cod')}` : ''}
          {provider.prepay ? ` · ${t('tasks.products.prepay')}` : ''}
        </Tag>
      ))}
    </Card>
  );
}
