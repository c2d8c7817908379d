import { UploadOutlined } from '@ant-design/icons';
import { RECEIPT_CONTENT_TYPES, RECEIPT_MAX_BYTES } from '@umbrella/contract';
import { Alert, Button, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/errors/app-errors';
import { useSendReceipt } from '../api/send-receipt';

const MAX_MB = RECEIPT_MAX_BYTES / (1024 * 1024);

/** The receipt upload: a photo or PDF of at most 10 MB, with its progress and what went wrong. */
export function ReceiptUpload({ token, again }: { token: string; again: boolean }) {
  const { t } = useTranslation();
  const send = useSendReceipt(token);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File) => {
    setProblem(null);
    if (!(RECEIPT_CONTENT_TYPES as readonly string[]).includes(file.type)) return setProblem(t('pay.upload.wrongType'));
    if (file.size > RECEIPT_MAX_BYTES) return setProblem(t('pay.upload.tooLarge', { mb: MAX_MB }));
    setPercent(0);
    try {
      await send.mutateAsync({ file, onProgress: setPercent });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setProblem(
        status === 429 ? t('pay.upload.tooMany') : status === 400 ? t('pay.upload.wrongType') : t('pay.upload.failed'),
      );
    } finally {
      setPercent(null);
    }
  };

  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Upload
        accept={RECEIPT_CONTENT_TYPES.join(',')}
        maxCount={1}
        showUploadList={false}
        disabled={send.isPending}
        beforeUpload={(file) => {
          void pick(file);
          return false;
        }}
      >
        <Button type="primary" size="large" icon={<UploadOutlined />} loading={send.isPending} block>
          {again ? t('pay.upload.again') : t('pay.upload.button')}
        </Button>
      </Upload>
      <div id="receipt-hint">{t('pay.upload.hint', { mb: MAX_MB })}</div>
      {percent !== null && <Progress percent={percent} aria-label={t('pay.upload.progress')} />}
      {problem && <Alert type="error" role="alert" showIcon title={problem} />}
    </Space>
  );
}
