import { POSITIONS, REGIONS } from '@umbrella/contract';
import { Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/auth/session-context';
import { useGroups } from '../api/get-groups';
import { type AgentFilters, GROUP_FILTER_DEBOUNCE_MS, queryFilter } from '../lib/agent-filters';

type Props = { filters: AgentFilters; update: (patch: Partial<AgentFilters>) => void };

const regionName = (id: string) => REGIONS.find((r) => r.id === id)?.name ?? id;

/**
 * The Agents tab's filters (AGENT-05..13): search (4 characters or none), blocked, groups (the
 * list asked for with size 1000, applied 2 s after the last change), regions (only the user's
 * own) and position.
 */
export function AgentFiltersBar({ filters, update }: Props) {
  const { t } = useTranslation();
  const regionIds = useSessionUser()?.claims.claim.regionIds ?? [];
  const groups = useGroups({ number: 0, size: 1000 });
  const [tooShort, setTooShort] = useState(false);
  const [groupIds, setGroupIds] = useState<number[]>(filters.groupIds ?? []);

  useEffect(() => {
    const timer = setTimeout(
      () => update({ groupIds: groupIds.length ? groupIds : undefined }),
      GROUP_FILTER_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [groupIds, update]);

  const onQuery = (text: string) => {
    const next = queryFilter(text);
    setTooShort(next.tooShort);
    if (!next.tooShort) update({ query: next.query });
  };

  return (
    <Space wrap align="start" data-testid="agent-filters">
      <div>
        <Input.Search
          aria-label={t('agents.filters.query')}
          placeholder={t('agents.filters.query')}
          allowClear
          status={tooShort ? 'error' : undefined}
          defaultValue={filters.query}
          onChange={(event) => onQuery(event.target.value)}
          onSearch={onQuery}
          style={{ width: 260 }}
        />
        {tooShort && (
          <Typography.Text type="danger" style={{ display: 'block' }}>
            {t('agents.filters.queryTooShort')}
          </Typography.Text>
        )}
      </div>
      <Select
        aria-label={t('agents.filters.blocked')}
        placeholder={t('agents.filters.blocked')}
        allowClear
        value={filters.blocked}
        onChange={(blocked?: boolean) => update({ blocked })}
        options={[
          { value: true, label: t('agents.filters.blockedYes') },
          { value: false, label: t('agents.filters.blockedNo') },
        ]}
        style={{ width: 150 }}
      />
      <Select
        aria-label={t('agents.filters.groups')}
        placeholder={t('agents.filters.groups')}
        mode="multiple"
        allowClear
        value={groupIds}
        onChange={setGroupIds}
        optionFilterProp="label"
        options={(groups.data?.content ?? []).map((g) => ({ value: g.id, label: g.name }))}
        style={{ minWidth: 220 }}
      />
      <Select
        aria-label={t('agents.filters.regions')}
        placeholder={t('agents.filters.regions')}
        mode="multiple"
        allowClear
        value={filters.regionIds ?? []}
        onChange={(ids: string[]) => update({ regionIds: ids.length ? ids : undefined })}
        options={regionIds.map((id) => ({ value: id, label: regionName(id) }))}
        style={{ minWidth: 180 }}
      />
      <Select
        aria-label={t('agents.filters.position')}
        placeholder={t('agents.filters.position')}
        allowClear
        value={filters.position}
        onChange={(position?: AgentFilters['position']) => update({ position })}
        options={POSITIONS.map((p) => ({ value: p, label: t(`agents.enum.positions.${p}`) }))}
        style={{ width: 150 }}
      />
    </Space>
  );
}
