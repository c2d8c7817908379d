import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentPage } from '../types';

/** The region's accounts to pay into, each number copyable (a phone has no easy selection). */
export function DepositAccountsList({ accounts }: { accounts: PaymentPage['accounts'] }) {
  const { t } = useTranslation();
  if (!accounts.length) return <Typography.Paragraph>{t('pay.accounts.none')}</Typography.Paragraph>;
  return (
    <List
      bordered
      dataSource={accounts}
      renderItem={(account) => (
        <List.Item>
          <List.Item.Meta
            title={`${account.institution} · ${t(`pay.accounts.kinds.${account.kind}`)}`}
            description={
              <>
                {account.label && <div>{account.label}</div>}
                <Typography.Text strong copyable={{ text: account.accountNumber }} style={{ fontSize: 16 }}>
                  {account.accountNumber}
                </Typography.Text>
                <div>{t('pay.accounts.holder', { holder: account.holder })}</div>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
