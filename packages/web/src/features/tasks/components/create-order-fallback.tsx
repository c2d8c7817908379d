import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The "Create order" button (LEAD-18) while no order modal is plugged into the page's slot. */
export function CreateOrderFallback() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('tasks.lead.createOrderUnavailable')}>
      <Button type="primary" icon={<ShoppingCartOutlined />} disabled>
        {t('tasks.lead.createOrder')}
      </Button>
    </Tooltip>
  );
}
