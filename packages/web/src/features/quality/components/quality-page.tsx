import { Spin, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AntdRoot } from '@/components/antd-root';
import { usePermissions } from '@/hooks/use-current-user';
import { hasPermission } from '@/lib/authorization';
import { DisputesTab } from './disputes-tab';
import { FormsTab } from './forms-tab';
import { QueueTab } from './queue-tab';

// The figures bring the chart library: their own chunk, loaded when the tab opens.
const FiguresTab = lazy(async () => ({ default: (await import('./figures-tab')).FiguresTab }));

/**
 * /quality: the calls to evaluate this week, the disputes to answer and the quality figures
 * (quality:evaluate, decisions 1810, 1808 and 1814) and the evaluation forms (quality.form:edit,
 * decision 1806), one tab each. The tab is in the URL; without one, whoever defines forms starts
 * on them, a supervisor on the queue.
 */
export function QualityPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const [params, setParams] = useSearchParams();
  const evaluates = hasPermission(permissions, 'quality:evaluate');
  const editsForms = hasPermission(permissions, 'quality.form:edit');
  const items = [
    ...(evaluates
      ? [
          { key: 'queue', label: t('qualityQueue.tab'), children: <QueueTab /> },
          // An agent's dispute comes back to its evaluator here (decision 1808).
          { key: 'disputes', label: t('qualityReview.dispute.tab'), children: <DisputesTab /> },
          {
            key: 'figures',
            label: t('qualityFigures.tab'),
            children: (
              <Suspense fallback={<Spin />}>
                <FiguresTab />
              </Suspense>
            ),
          },
        ]
      : []),
    ...(editsForms ? [{ key: 'forms', label: t('qualityQueue.formsTab'), children: <FormsTab /> }] : []),
  ];
  const asked = params.get('tab');
  const tab = items.find((i) => i.key === asked)?.key ?? (editsForms ? 'forms' : 'queue');

  return (
    <AntdRoot>
      <section style={{ background: '#fff', borderRadius: 4, padding: 16 }}>
        <Tabs
          activeKey={tab}
          destroyOnHidden
          onChange={(key) =>
            setParams(
              // the other tab's list state (its page, its week) stays behind
              () => new URLSearchParams({ tab: key }),
              { replace: true },
            )
          }
          items={items}
        />
      </section>
    </AntdRoot>
  );
}
