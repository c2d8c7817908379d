import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { EMPLOYEE_ACCOUNT_STATUSES, EMPLOYEE_STATUSES, EMPLOYEES_PAGE_SIZE } from '@umbrella/contract';
import { Button, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { formatDate, formatUtcDay } from '@/lib/format/format-date';
import { usePagedFilters } from '@/lib/table/use-paged-filters';
import { downloadEmployees } from '../api/download-employees';
import { type Employee, type EmployeeFilters, useEmployees } from '../api/get-employees';
import { useLegalEntities, usePositions } from '../api/get-staff-options';
import { EmployeeModal } from './employee-modal';

/** An employee date is a UTC calendar day (EMP-18): shown as that day, DD-MM-YYYY (EMP-13). */
const day = (iso: string | null) => (iso ? formatUtcDay(iso) : '');

/** /employees (EMP-01..20): Download, filters, the table (20 a page) and the edit modal. */
export function EmployeesPage() {
  const { t } = useTranslation();
  const { filters, update, page, pagination } = usePagedFilters<EmployeeFilters>({
    employeeStatus: 'ALL',
    accountStatus: 'ALL',
    nameLike: undefined,
    positionId: undefined,
    legalEntityId: undefined,
  });
  const [editing, setEditing] = useState<Employee | null>(null);
  const [downloading, setDownloading] = useState(false);
  const employees = useEmployees({ ...filters, page, size: EMPLOYEES_PAGE_SIZE });
  const positions = usePositions();
  const entities = useLegalEntities();
  const download = async () => {
    setDownloading(true);
    try {
      await downloadEmployees(filters, new Date().toISOString().slice(0, 10));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section style={{ background: '#fff', borderRadius: 4, padding: 16 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={download}>
            {t('employees.actions.download')}
          </Button>
          <Input.Search
            allowClear
            aria-label={t('employees.filters.name')}
            placeholder={t('employees.filters.name')}
            style={{ width: 220 }}
            defaultValue={filters.nameLike}
            onSearch={(value) => update({ nameLike: value.trim() || undefined })}
          />
          <Select
            allowClear
            aria-label={t('employees.fields.position')}
            placeholder={t('employees.fields.position')}
            style={{ minWidth: 180 }}
            value={filters.positionId}
            onChange={(positionId?: number) => update({ positionId })}
            options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
          <Select
            allowClear
            aria-label={t('employees.fields.legalEntity')}
            placeholder={t('employees.fields.legalEntity')}
            style={{ minWidth: 220 }}
            value={filters.legalEntityId}
            onChange={(legalEntityId?: number) => update({ legalEntityId })}
            options={(entities.data ?? []).map((e) => ({ value: e.id, label: `${e.name} (${e.country})` }))}
          />
          <Select
            aria-label={t('employees.filters.employeeStatus')}
            style={{ minWidth: 160 }}
            value={filters.employeeStatus}
            onChange={(employeeStatus) => update({ employeeStatus })}
            options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: t(`employees.enum.employeeStatus.${s}`) }))}
          />
          <Select
            aria-label={t('employees.filters.accountStatus')}
            style={{ minWidth: 160 }}
            value={filters.accountStatus}
            onChange={(accountStatus) => update({ accountStatus })}
            options={EMPLOYEE_ACCOUNT_STATUSES.map((s) => ({
              value: s,
              label: t(`employees.enum.accountStatus.${s}`),
            }))}
          />
        </Space>
        <Table<Employee>
          rowKey="accountId"
          size="small"
          loading={employees.isFetching}
          dataSource={employees.data?.content ?? []}
          locale={{ emptyText: tableEmpty(t('employees.list.empty')) }}
          pagination={pagination(employees.data?.totalSize ?? 0, EMPLOYEES_PAGE_SIZE)}
          columns={[
            { key: 'name', title: t('employees.fields.fullName'), render: (_, e) => `${e.surname} ${e.name}` },
            { key: 'legalEntity', title: t('employees.fields.legalEntity'), render: (_, e) => e.legalEntityName ?? '' },
            { key: 'position', title: t('employees.fields.position'), render: (_, e) => e.positionName ?? '' },
            {
              key: 'employmentForm',
              title: t('employees.fields.employmentForm'),
              render: (_, e) => (e.employmentForm ? t(`employees.enum.employmentForm.${e.employmentForm}`) : ''),
            },
            {
              key: 'assignmentDate',
              title: t('employees.fields.assignmentDate'),
              render: (_, e) => day(e.assignmentDate),
            },
            {
              key: 'dismissalDate',
              title: t('employees.fields.dismissalDate'),
              render: (_, e) => day(e.dismissalDate),
            },
            { key: 'created', title: t('employees.fields.created'), render: (_, e) => formatDate(e.accountCreated) },
            {
              key: 'blocked',
              title: t('employees.fields.blocked'),
              render: (_, e) => (e.accountBlocked ? t('employees.list.yes') : t('employees.list.no')),
            },
            {
              key: 'edit',
              title: '',
              render: (_, e) => (
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('employees.actions.editOf', { name: `${e.surname} ${e.name}` })}
                  onClick={() => setEditing(e)}
                />
              ),
            },
          ]}
        />
      </Space>
      <EmployeeModal employee={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
