import { useQuery } from '@tanstack/react-query';
import type { ReportRowError } from '@umbrella/contract';
import { Alert, Button, List, Modal, Progress, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportRowErrorText } from '@/lib/errors/report-row-error-text';
import { feedback } from '@/lib/feedback/feedback';
import {
  type ProviderReportCheck,
  useUploadProviderReport,
  validateProviderReport,
} from '../api/upload-provider-report';
import { MappingForm } from './mapping-form';

/** The errors listed at most; the count says how many there are. */
const SHOWN = 50;

/**
 * The upload dialog of a provider report (decision 1832): the gateway reads the chosen file and has
 * its rows matched at once, and the dialog shows every row error before anything is stored. A file
 * of an unknown layout asks for its column mapping here and is read again; a file without errors is
 * uploaded; one whose only errors are unmatched rows may be kept to queue them (decision 1331).
 */
export function UploadReportDialog({
  providerId,
  file,
  onClose,
}: {
  providerId: number;
  file: File;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const checked = useQuery({
    queryKey: ['provider-reports', 'check', providerId, file.name, file.size, file.lastModified],
    queryFn: () => validateProviderReport(file, providerId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  // An upload refused after the check (rows changed in between) lists its own errors.
  const [refused, setRefused] = useState<ProviderReportCheck | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadProviderReport(setPercent);
  const check = refused ?? (checked.isFetching ? null : (checked.data ?? null));
  const problem = failed ?? (checked.error ? checked.error.message : null);

  const send = async (keepUnmatched: boolean) => {
    try {
      await upload.mutateAsync({ providerId, file, keepUnmatched });
      feedback.message.success(t('providerReports.upload.done', { name: file.name }));
      onClose();
    } catch (error) {
      const listed = (error as { reportErrors?: ReportRowError[] }).reportErrors ?? [];
      if (listed.length) setRefused({ rows: check?.rows ?? 0, errors: listed, queueable: false });
      else setFailed((error as Error).message);
    } finally {
      setPercent(null);
    }
  };

  const errors = check?.errors ?? [];
  const ready = check !== null && !check.headers && errors.length === 0;
  const footer = (
    <Space>
      <Button onClick={onClose}>{t('providerReports.upload.cancel')}</Button>
      {check?.queueable && (
        <Button loading={upload.isPending} onClick={() => void send(true)}>
          {t('providerReports.upload.keep')}
        </Button>
      )}
      <Button type="primary" disabled={!ready} loading={upload.isPending} onClick={() => void send(false)}>
        {t('providerReports.upload.submit')}
      </Button>
    </Space>
  );

  return (
    <Modal open title={t('providerReports.upload.title', { name: file.name })} footer={footer} onCancel={onClose}>
      {check === null && problem === null && <Spin />}
      {problem !== null && <Alert type="error" showIcon title={problem} />}
      {check?.headers && (
        <MappingForm providerId={providerId} headers={check.headers} onSaved={() => void checked.refetch()} />
      )}
      {ready && (
        <Typography.Paragraph>{t('providerReports.upload.noErrors', { count: check.rows })}</Typography.Paragraph>
      )}
      {!check?.headers && errors.length > 0 && (
        <List
          size="small"
          data-testid="report-row-errors"
          header={t(check?.queueable ? 'providerReports.upload.unmatched' : 'providerReports.upload.rowErrors', {
            count: errors.length,
          })}
          dataSource={errors.slice(0, SHOWN)}
          renderItem={(error) => <List.Item>{reportRowErrorText(t, error)}</List.Item>}
        />
      )}
      {percent !== null && (
        <Progress percent={percent} size="small" aria-label={t('providerReports.upload.progress')} />
      )}
    </Modal>
  );
}
