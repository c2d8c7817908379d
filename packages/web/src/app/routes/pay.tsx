import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { PaymentPageContent } from '@/features/pay';

/**
 * /pay/:token: the customer's payment page, outside the signed-in shell (no sign-in, no menu):
 * a phone-width column with the language switch, Spanish unless the visitor chose otherwise.
 */
export default function PayRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  useEffect(() => {
    document.title = t('pay.documentTitle');
  }, [t]);
  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          maxWidth: 520,
          margin: '0 auto',
          padding: '8px 16px',
        }}
      >
        <strong>{t('pay.brand')}</strong>
        <LanguageSwitcher />
      </header>
      <main style={{ maxWidth: 520, margin: '0 auto', padding: '8px 16px 32px', background: '#fff' }}>
        <PaymentPageContent token={token} />
      </main>
    </div>
  );
}
