import { LEAD_STATUS_NAMES, REGIONS } from '@umbrella/contract';
import { DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/auth/session-context';
import { DATE_TIME_FORMAT } from '@/lib/format/dates';
import type { CallsQuery } from '../api/get-calls';
import { periodPresets } from '../lib/periods';
import { OperatorSearch } from './operator-search';

const regionName = (id: string) => REGIONS.find((r) => r.id === id)?.name ?? id;

type Filters = Omit<CallsQuery, 'pageNumber' | 'pageSize'>;
type Props = { filters: Filters; update: (patch: Partial<Filters>) => void };

/** The call records' filters (CDR-06..11): period with presets, phone, region, agent and lead status. */
export function CdrFilters({ filters, update }: Props) {
  const { t } = useTranslation();
  const regionIds = useSessionUser()?.claims.claim.regionIds ?? [];
  return (
    <Space wrap data-testid="cdr-filters">
      <DatePicker.RangePicker
        showTime
        format={DATE_TIME_FORMAT}
        value={[dayjs(filters.hasCallsFrom), dayjs(filters.hasCallsTo)]}
        presets={periodPresets().map((preset) => ({ label: t(`cdr.presets.${preset.key}`), value: preset.value }))}
        onChange={(range) => {
          if (range?.[0] && range[1])
            update({ hasCallsFrom: range[0].toISOString(), hasCallsTo: range[1].toISOString() });
        }}
      />
      <Input.Search
        aria-label={t('cdr.filters.phone')}
        placeholder={t('cdr.filters.phone')}
        allowClear
        defaultValue={filters.phoneNumber}
        onSearch={(phone) => update({ phoneNumber: phone.trim() || undefined })}
        style={{ width: 180 }}
      />
      <Select
        aria-label={t('cdr.filters.region')}
        // ADMIN-32: with none chosen, the calls of all the user's own regions are listed (decision 1422).
        placeholder={regionIds.map(regionName).join(', ') || t('cdr.filters.region')}
        allowClear
        value={filters.regionId}
        onChange={(regionId?: string) => update({ regionId })}
        options={regionIds.map((id) => ({ value: id, label: regionName(id) }))}
        style={{ width: 200 }}
      />
      <OperatorSearch value={filters.agentId} onChange={(agentId) => update({ agentId })} />
      <Select
        aria-label={t('cdr.filters.leadStatus')}
        placeholder={t('cdr.filters.leadStatus')}
        allowClear
        value={filters.leadStatus}
        onChange={(leadStatus?: Filters['leadStatus']) => update({ leadStatus })}
        virtual={false}
        options={LEAD_STATUS_NAMES.map((status) => ({ value: status, label: status }))}
        style={{ width: 220 }}
      />
    </Space>
  );
}
