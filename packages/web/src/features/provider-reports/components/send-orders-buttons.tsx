import { REPORT_PROVIDERS, type ReportProviderKey } from '@umbrella/contract';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/hooks/use-current-user';
import { feedback } from '@/lib/feedback/feedback';
import { useSendOrders } from '../api/send-orders';

/**
 * Each known provider's own send button (DREP-35..40), shown only with its permission
 * (olva:send-order, bluex:send-order, servientrega:send-order; decision 1311): the provider's
 * verified orders are sent to it, and "Report sent successfully!" says so.
 */
export function SendOrdersButtons() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const send = useSendOrders();
  const allowed = REPORT_PROVIDERS.filter((p) => permissions.includes(p.permission));
  if (!allowed.length) return null;

  const onSend = async (key: ReportProviderKey) => {
    try {
      await send.mutateAsync(key);
      feedback.message.success(t('providerReports.send.done'));
    } catch (error) {
      feedback.message.error(`${t('providerReports.serverError')} ${(error as Error).message}`);
    }
  };

  return (
    <Space wrap>
      {allowed.map((provider) => (
        <Button
          key={provider.key}
          loading={send.isPending && send.variables === provider.key}
          onClick={() => void onSend(provider.key)}
        >
          {t('providerReports.send.button', { provider: provider.name })}
        </Button>
      ))}
    </Space>
  );
}
