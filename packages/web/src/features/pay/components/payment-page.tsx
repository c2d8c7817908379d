import { formatMoney } from '@umbrella/contract';
import { Descriptions, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePaymentPage } from '../api/get-payment-page';
import { DepositAccountsList } from './deposit-accounts-list';
import { LinkProblem } from './link-problem';
import { ReceiptState } from './receipt-state';
import { ReceiptUpload } from './receipt-upload';

/**
 * The customer's payment page (decision 1791): the order's number, products and amount, the
 * accounts of its region, where the payment stands, and the receipt upload while it is awaited.
 */
export function PaymentPageContent({ token }: { token: string }) {
  const { t } = useTranslation();
  const page = usePaymentPage(token);
  if (page.isPending) return <Spin size="large" aria-label={t('pay.loading')} />;
  if (page.isError) return <LinkProblem error={page.error} onRetry={() => void page.refetch()} />;
  const order = page.data;
  const amount = formatMoney(order.amount, order.currency, { symbol: true });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('pay.title', { code: order.orderShortCode })}
      </Typography.Title>
      <ReceiptState receipt={order.receipt} />
      <section aria-labelledby="pay-order">
        <Typography.Title level={2} id="pay-order" style={{ fontSize: 18, marginTop: 24 }}>
          {t('pay.order.heading')}
        </Typography.Title>
        <Descriptions column={1} size="small" bordered>
          {order.items.map((item) => (
            <Descriptions.Item key={item.name} label={item.name}>
              {t('pay.order.quantity', { count: item.quantity })}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('pay.order.total')}>
            <Typography.Text strong style={{ fontSize: 18 }}>
              {amount}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </section>
      {order.acceptsReceipt && (
        <>
          <section aria-labelledby="pay-accounts">
            <Typography.Title level={2} id="pay-accounts" style={{ fontSize: 18, marginTop: 24 }}>
              {t('pay.accounts.heading')}
            </Typography.Title>
            <Typography.Paragraph>
              {t('pay.accounts.hint', { amount, code: order.orderShortCode })}
            </Typography.Paragraph>
            <DepositAccountsList accounts={order.accounts} />
          </section>
          <section aria-labelledby="pay-upload">
            <Typography.Title level={2} id="pay-upload" style={{ fontSize: 18, marginTop: 24 }}>
              {t('pay.upload.heading')}
            </Typography.Title>
            <ReceiptUpload token={token} again={order.receipt.status !== 'none'} />
          </section>
        </>
      )}
    </>
  );
}
