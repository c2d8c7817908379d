import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/errors/app-errors';
import { feedback } from '@/lib/feedback/feedback';
import { useUploadProviderReport } from '../api/upload-provider-report';

const isXlsx = (file: File) => /\.xlsx$/i.test(file.name);

/**
 * Upload of a provider report (DREP-21..30): one .xlsx at a time (another file is refused with the
 * rule's message before anything is sent), with the upload's progress; the server reads the rows
 * (DREP-31..34) and the list shows the report Processing, then Valid or Validation Error.
 */
export function UploadReportButton({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadProviderReport(setPercent);

  const send = async (file: File) => {
    try {
      await upload.mutateAsync({ providerId, file });
      feedback.message.success(t('providerReports.upload.done', { name: file.name }));
    } catch (error) {
      feedback.message.error(error instanceof ApiError ? error.detail : (error as Error).message);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Space>
      <Upload
        accept=".xlsx"
        maxCount={1}
        multiple={false}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          if (!isXlsx(file)) feedback.message.error(t('providerReports.upload.onlyXlsx'));
          else void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('providerReports.upload.button')}
        </Button>
      </Upload>
      {percent !== null && (
        <Progress
          percent={percent}
          size="small"
          style={{ width: 160 }}
          aria-label={t('providerReports.upload.progress')}
        />
      )}
    </Space>
  );
}
