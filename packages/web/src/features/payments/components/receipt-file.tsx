import { Alert, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentDocument } from '../types';

/** The receipt itself: the image, or the PDF in a frame; a message when the image fails to load (PAY-23). */
export function ReceiptFile({ document }: { document: PaymentDocument }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!document.documentLink) return <Empty description={t('payments.preview.noFile')} />;
  if (failed) return <Alert type="error" showIcon title={t('payments.preview.imageError')} />;
  if (document.contentType === 'application/pdf') {
    return (
      <iframe
        title={t('payments.preview.file')}
        src={document.documentLink}
        style={{ width: '100%', height: 480, border: 0 }}
        sandbox=""
      />
    );
  }
  return (
    <img
      alt={t('payments.preview.file')}
      src={document.documentLink}
      onError={() => setFailed(true)}
      style={{ maxWidth: '100%', maxHeight: 520 }}
    />
  );
}
