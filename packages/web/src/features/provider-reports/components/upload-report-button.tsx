import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { UploadReportDialog } from './upload-report-dialog';

const isXlsx = (file: File) => /\.xlsx$/i.test(file.name);

/**
 * Upload of a provider report (DREP-21..30): one .xlsx at a time (another file is refused with the
 * rule's message before anything is sent); the chosen file opens the upload dialog, which shows its
 * row errors before anything is stored (decision 1832).
 */
export function UploadReportButton({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);

  return (
    <>
      <Upload
        accept=".xlsx"
        maxCount={1}
        multiple={false}
        showUploadList={false}
        beforeUpload={(chosen) => {
          if (!isXlsx(chosen)) feedback.message.error(t('providerReports.upload.onlyXlsx'));
          else setFile(chosen);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('providerReports.upload.button')}</Button>
      </Upload>
      {file && (
        <UploadReportDialog
          key={`${file.name}-${file.lastModified}`}
          providerId={providerId}
          file={file}
          onClose={() => setFile(null)}
        />
      )}
    </>
  );
}
