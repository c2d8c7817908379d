import { DTK_REGION_ID } from '@umbrella/contract';
import { hasPermission } from '@/lib/authorization';

export type SearchTab = { key: string; labelKey: string; ready: boolean };

/**
 * The tabs of /search, keyed 1 to 6 (SEARCH-02..08), that this user sees: 2 only in the DTK
 * region, 3 with address-schedule:edit (it picks its own region, decision 1776), 4 with upload:delivery, 5 with
 * lead:blacklist:read; 6 for everyone (the specification names no permission for it). Tab 4 is
 * the provider reports screen app/ hands in.
 */
export function searchTabs(
  permissions: readonly string[],
  regionId: string | undefined,
  built: { reports?: boolean } = {},
): SearchTab[] {
  const tabs: (SearchTab & { shown: boolean })[] = [
    { key: '1', labelKey: 'search.tabs.search', ready: true, shown: true },
    { key: '2', labelKey: 'search.tabs.dtk', ready: true, shown: regionId === DTK_REGION_ID },
    {
      key: '3',
      labelKey: 'search.tabs.schedules',
      ready: true,
      shown: hasPermission(permissions, 'address-schedule:edit'),
    },
    {
      key: '4',
      labelKey: 'search.tabs.reports',
      ready: built.reports ?? false,
      shown: hasPermission(permissions, 'upload:delivery'),
    },
    {
      key: '5',
      labelKey: 'search.tabs.blacklist',
      ready: true,
      shown: hasPermission(permissions, 'lead:blacklist:read'),
    },
    { key: '6', labelKey: 'search.tabs.holidays', ready: true, shown: true },
  ];
  return tabs.filter((tab) => tab.shown).map(({ shown: _, ...tab }) => tab);
}
