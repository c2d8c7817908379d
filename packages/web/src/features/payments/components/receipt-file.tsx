import { ExportOutlined } from '@ant-design/icons';
import { Alert, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentDocument } from '../types';

/**
 * The receipt itself (PAY-23): the image, or the PDF in a frame, with a link that opens it full
 * size in a new tab; a message when the image fails to load.
 *
 * The PDF frame is not sandboxed: Chromium's PDF viewer does not run in a sandboxed frame and
 * shows a broken document instead. What it frames is safe to show as it is: a receipt is accepted
 * only when its bytes are an image or a PDF, and its signed link answers with that stored type,
 * `nosniff` and `inline`; the gateway's CSP (frame-src) lets frames come only from the app's own
 * origin or the file store.
 */
export function ReceiptFile({ document }: { document: PaymentDocument }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!document.documentLink) return <Empty description={t('payments.preview.noFile')} />;
  const link = document.documentLink;
  const file = failed ? (
    <Alert type="error" showIcon title={t('payments.preview.imageError')} />
  ) : document.contentType === 'application/pdf' ? (
    <iframe title={t('payments.preview.file')} src={link} style={{ width: '100%', height: 480, border: 0 }} />
  ) : (
    <img
      alt={t('payments.preview.file')}
      src={link}
      onError={() => setFailed(true)}
      style={{ maxWidth: '100%', maxHeight: 520 }}
    />
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {file}
      <Typography.Link href={link} target="_blank" rel="noopener noreferrer">
        <ExportOutlined /> {t('payments.preview.openFull')}
      </Typography.Link>
    </Space>
  );
}
