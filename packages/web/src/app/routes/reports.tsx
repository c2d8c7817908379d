import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ProviderReportsPanel } from '@/features/provider-reports';
import { ReportsPage } from '@/features/reports';
import { usePermissions } from '@/hooks/use-current-user';

type Tab = 'providers' | 'reconciliation';

/**
 * /delivery-reports and /delivery-report (decision 1311): one page, two tabs — the providers'
 * delivery-status reports (DREP-01..40) and the cash reconciliation reports (RECON-01..18). The
 * tab is in the URL; without one, whoever may upload provider reports (upload:delivery) starts on
 * them, everyone else on reconciliation.
 */
export default function ReportsRoute() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const [params, setParams] = useSearchParams();
  const reconciliation = permissions.includes('payment.document.report:read');
  const fallback: Tab = permissions.includes('upload:delivery') || !reconciliation ? 'providers' : 'reconciliation';
  const asked = params.get('tab');
  const tab: Tab = asked === 'providers' || (asked === 'reconciliation' && reconciliation) ? asked : fallback;
  const items = [
    { key: 'providers', label: t('providerReports.tab'), children: <ProviderReportsPanel /> },
    ...(reconciliation
      ? [{ key: 'reconciliation', label: t('providerReports.reconciliationTab'), children: <ReportsPage /> }]
      : []),
  ];
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('tab', key);
            return next;
          },
          { replace: true },
        )
      }
      items={items}
    />
  );
}
