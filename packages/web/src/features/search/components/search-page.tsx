import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/auth/session-context';
import { searchTabs } from '../lib/tabs';
import { useSearchState } from '../lib/use-search-state';
import { OrderSearchTab } from './order-search-tab';

/** /search: the tabs this user may see (SEARCH-02..08); tab 1 is the order search. */
export function SearchPage() {
  const { t } = useTranslation();
  const [state, update] = useSearchState();
  const user = useSessionUser();
  const tabs = searchTabs(user?.claims.permissions ?? [], state.regionId);
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
        children: tab.key === '1' ? <OrderSearchTab state={state} update={update} /> : null,
      }))}
    />
  );
}
