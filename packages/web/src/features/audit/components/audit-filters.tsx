import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@umbrella/contract';
import { DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@/lib/format/dates';
import type { AuditFilters as Filters } from '../lib/audit-filters';

type Props = { filters: Filters; update: (patch: Partial<Filters>) => void };

/** The audit log's filters: who (start of the login), action, target and a period of days. */
export function AuditFilters({ filters, update }: Props) {
  const { t } = useTranslation();
  return (
    <Space wrap data-testid="audit-filters">
      <DatePicker.RangePicker
        aria-label={t('audit.filters.period')}
        format={DATE_FORMAT}
        allowEmpty={[true, true]}
        value={[filters.fromDay ? dayjs(filters.fromDay) : null, filters.toDay ? dayjs(filters.toDay) : null]}
        onChange={(range) =>
          update({ fromDay: range?.[0]?.format('YYYY-MM-DD'), toDay: range?.[1]?.format('YYYY-MM-DD') })
        }
      />
      <Input.Search
        aria-label={t('audit.filters.actor')}
        placeholder={t('audit.filters.actor')}
        allowClear
        maxLength={100}
        defaultValue={filters.actor}
        onSearch={(actor) => update({ actor: actor.trim() || undefined })}
        style={{ width: 200 }}
      />
      <Select
        aria-label={t('audit.filters.action')}
        placeholder={t('audit.filters.action')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.action}
        onChange={(action?: Filters['action']) => update({ action })}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.enum.actions.${action}`) }))}
        style={{ width: 260 }}
      />
      <Select
        aria-label={t('audit.filters.targetType')}
        placeholder={t('audit.filters.targetType')}
        allowClear
        value={filters.targetType}
        onChange={(targetType?: Filters['targetType']) => update({ targetType })}
        options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.enum.targets.${type}`) }))}
        style={{ width: 200 }}
      />
      <Input.Search
        aria-label={t('audit.filters.targetId')}
        placeholder={t('audit.filters.targetId')}
        allowClear
        maxLength={100}
        defaultValue={filters.targetId}
        onSearch={(targetId) => update({ targetId: targetId.trim() || undefined })}
        style={{ width: 160 }}
      />
    </Space>
  );
}
