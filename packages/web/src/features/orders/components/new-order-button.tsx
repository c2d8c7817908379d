import { PlusOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The header's "New order" button (SHELL-50). The shell shows it only with order:create:feature;
 * the order-capture issue replaces the placeholder action with the order modal.
 */
export function NewOrderButton() {
  const { t } = useTranslation();
  const [messages, contextHolder] = message.useMessage();
  return (
    <>
      {contextHolder}
      <Button type="primary" icon={<PlusOutlined />} onClick={() => void messages.info(t('shell.newOrder.comingSoon'))}>
        {t('shell.header.newOrder')}
      </Button>
    </>
  );
}
