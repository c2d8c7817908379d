import { Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/hooks/use-current-user';
import { useProviders } from '@/lib/api/get-delivery-providers';
import { useUserRegions } from '@/lib/api/get-regions';
import { DiscrepancyList } from './discrepancy-list';
import { ReportList } from './report-list';
import { SendOrdersButtons } from './send-orders-buttons';
import { UploadReportButton } from './upload-report-button';

/**
 * The delivery-provider report screen (DREP-01..40): a region of the user's and one of its
 * providers; then that provider's last reports, their upload and apply (upload:delivery), and the
 * providers' send buttons; under them the provider's discrepancy queue.
 */
export function ProviderReportsPanel() {
  const { t } = useTranslation();
  const mayUpload = usePermissions().includes('upload:delivery');
  const regions = useUserRegions().data ?? [];
  const [picked, setPicked] = useState<string>();
  const regionId = picked ?? regions[0]?.id;
  const providers = useProviders(regionId).data ?? [];
  const [providerId, setProviderId] = useState<number>();

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <SendOrdersButtons />
      <Space wrap>
        <Select
          aria-label={t('providerReports.fields.region')}
          style={{ minWidth: 180 }}
          value={regionId}
          options={regions.map((r) => ({ value: r.id, label: r.name }))}
          onChange={(value: string) => {
            setPicked(value);
            setProviderId(undefined);
          }}
        />
        <Select
          aria-label={t('providerReports.fields.provider')}
          placeholder={t('providerReports.pickProvider')}
          style={{ minWidth: 220 }}
          value={providerId}
          options={providers.map((p) => ({ value: p.id, label: p.name }))}
          onChange={(value: number) => setProviderId(value)}
        />
        {providerId !== undefined && mayUpload && <UploadReportButton providerId={providerId} />}
      </Space>
      {providerId === undefined ? (
        <Typography.Text type="secondary">{t('providerReports.pickProvider')}</Typography.Text>
      ) : (
        <>
          <ReportList providerId={providerId} mayApply={mayUpload} />
          <DiscrepancyList providerId={providerId} mayResolve={mayUpload} />
        </>
      )}
    </Space>
  );
}
