import { Spin, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/auth/session-context';
import { searchTabs } from '../lib/tabs';
import { useSearchState } from '../lib/use-search-state';
import { OrderSearchTab } from './order-search-tab';

// The blacklist and holiday tabs load when first opened: the order search stays as light as it was.
const BlacklistTab = lazy(() => import('./blacklist/blacklist-tab').then((m) => ({ default: m.BlacklistTab })));
const SchedulesTab = lazy(() => import('./schedules/schedules-tab').then((m) => ({ default: m.SchedulesTab })));
const HolidaysTab = lazy(() => import('./holidays/holidays-tab').then((m) => ({ default: m.HolidaysTab })));
const DtkVerifiedTab = lazy(() => import('./dtk-verified-tab').then((m) => ({ default: m.DtkVerifiedTab })));

const later = (tab: ReactNode) => <Suspense fallback={<Spin />}>{tab}</Suspense>;

/**
 * /search: the tabs this user may see (SEARCH-02..08); 1 the order search, 2 DTK's verified orders, 3 providers' places,
 * 4 the provider reports (another feature's screen, handed in by app/), 5 the blacklist, 6 holidays.
 */
export function SearchPage({ reportsTab }: { reportsTab?: ReactNode }) {
  const { t } = useTranslation();
  const [state, update] = useSearchState();
  const user = useSessionUser();
  const tabs = searchTabs(user?.claims.permissions ?? [], state.regionId, { reports: reportsTab !== undefined });
  const active = tabs.find((tab) => tab.key === state.tab && tab.ready)?.key ?? '1';
  return (
    <Tabs
      data-testid="search-tabs"
      activeKey={active}
      onChange={(tab) => update({ tab })}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: t(tab.labelKey),
        disabled: !tab.ready,
        children:
          tab.key === '1' ? (
            <OrderSearchTab state={state} update={update} />
          ) : tab.key === '2' ? (
            later(<DtkVerifiedTab />)
          ) : tab.key === '3' ? (
            later(<SchedulesTab regionId={state.regionId} />)
          ) : tab.key === '4' ? (
            reportsTab
          ) : tab.key === '5' ? (
            later(<BlacklistTab />)
          ) : tab.key === '6' ? (
            later(<HolidaysTab />)
          ) : null,
      }))}
    />
  );
}
