import { findRegion, localNow } from '@umbrella/contract';
import { Button, DatePicker, Form, Modal, Popconfirm, Select, Space, Table, type TableProps, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { useSessionUser } from '@/lib/auth/session-context';
import { hasPermission } from '@/lib/authorization';
import { ApiError } from '@/lib/errors/app-errors';
import { feedback } from '@/lib/feedback/feedback';
import { getUserTimezone } from '@/lib/format/dates';
import {
  getNationalHolidays,
  type HolidaySchedule,
  useDeleteHolidaySchedule,
  useHolidaySchedules,
  useProvidersOfRegions,
  useSaveHolidaySchedule,
} from '../../api/holidays';

/** Holiday dates travel as YYYY-MM-DD (HOLIDAY-02). */
const DAY = 'YYYY-MM-DD';

/**
 * Tab 6, delivery holiday schedules (HOLIDAY-01..09): each provider's non-working dates, which
 * order capture never offers. Creating, editing and deleting each need their permission.
 */
export function HolidaysTab() {
  const { t } = useTranslation();
  const permissions = useSessionUser()?.claims.permissions ?? [];
  const schedules = useHolidaySchedules();
  const remove = useDeleteHolidaySchedule();
  const [editing, setEditing] = useState<HolidaySchedule | 'new' | null>(null);

  const deleteSchedule = async (schedule: HolidaySchedule) => {
    try {
      await remove.mutateAsync(schedule.id);
      feedback.message.success(t('holidays.deleted'));
    } catch (error) {
      feedback.message.error(`${t('holidays.serverError')} ${(error as Error).message}`);
    }
  };

  const columns: TableProps<HolidaySchedule>['columns'] = [
    {
      key: 'provider',
      title: t('holidays.provider'),
      render: (_, s) => `${s.deliveryProviderName} (${findRegion(s.regionId)?.name ?? s.regionId})`,
    },
    {
      key: 'dates',
      title: t('holidays.dates'),
      render: (_, s) => (
        <Space size={[4, 4]} wrap>
          {s.dates.map((date) => (
            <Tag key={date}>{date}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: '',
      render: (_, s) => (
        <Space>
          {hasPermission(permissions, 'delivery-holiday:update') && (
            <Button size="small" onClick={() => setEditing(s)}>
              {t('holidays.edit')}
            </Button>
          )}
          {hasPermission(permissions, 'delivery-holiday:delete') && (
            <Popconfirm title={t('holidays.deleteConfirm')} onConfirm={() => deleteSchedule(s)}>
              <Button size="small" danger>
                {t('holidays.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {hasPermission(permissions, 'delivery-holiday:create') && (
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('holidays.add')}
        </Button>
      )}
      <Table<HolidaySchedule>
        data-testid="holidays"
        rowKey="id"
        columns={columns}
        dataSource={schedules.data ?? []}
        loading={schedules.isFetching}
        locale={{ emptyText: tableEmpty(schedules.isError ? t('holidays.loadFailed') : t('holidays.empty')) }}
        pagination={false}
      />
      {editing && <HolidayModal schedule={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}

type HolidayForm = { deliveryProviderId?: number; dates?: Dayjs[] };

const sameDates = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((date, i) => date === [...b].sort()[i]);

/**
 * The schedule form: provider and dates required (HOLIDAY-06, HOLIDAY-07); when editing, Save is
 * enabled only once the provider or the dates changed (HOLIDAY-08). "Add public holidays" adds
 * the provider's country's holidays of this year from today on and says how many it added and
 * skipped; a provider that already has a schedule is named under the provider field.
 */
function HolidayModal({ schedule, onClose }: { schedule?: HolidaySchedule; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HolidayForm>();
  const save = useSaveHolidaySchedule();
  const providers = useProvidersOfRegions(useSessionUser()?.claims.claim.regionIds ?? []);
  const providerId = Form.useWatch('deliveryProviderId', form);
  const dates = (Form.useWatch('dates', form) ?? []).map((d) => d.format(DAY));
  const changed = !schedule || providerId !== schedule.deliveryProviderId || !sameDates(dates, schedule.dates);

  const addNational = async () => {
    if (!providerId) {
      await form.validateFields(['deliveryProviderId']);
      return;
    }
    const year = dayjs().year();
    const national = await getNationalHolidays(providerId, year);
    // A past holiday closes no delivery: only those from today on, in the provider's country.
    const regionId = providers.find((p) => p.id === providerId)?.regionId;
    const today = localNow(new Date(), findRegion(regionId ?? '')?.timezone ?? getUserTimezone()).date;
    const coming = national.filter((date) => date >= today);
    const added = coming.filter((date) => !dates.includes(date));
    form.setFieldValue(
      'dates',
      [...new Set([...dates, ...coming])].sort().map((d) => dayjs(d, DAY)),
    );
    feedback.message.info(
      t('holidays.nationalAdded', { count: added.length, skipped: national.length - coming.length }),
    );
  };

  const submit = async (values: HolidayForm) => {
    try {
      await save.mutateAsync({
        ...(schedule ? { id: schedule.id } : {}),
        deliveryProviderId: values.deliveryProviderId as number,
        dates: (values.dates ?? []).map((d) => d.format(DAY)),
      });
      feedback.message.success(t('holidays.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.body.errors?.deliveryProviderId) {
        form.setFields([{ name: 'deliveryProviderId', errors: [t('holidays.providerTaken')] }]);
        return;
      }
      feedback.notification.error({ message: t('holidays.serverError'), description: (error as Error).message });
    }
  };

  return (
    <Modal
      open
      title={schedule ? t('holidays.editTitle') : t('holidays.add')}
      okText={t('holidays.save')}
      okButtonProps={{ disabled: !changed }}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          deliveryProviderId: schedule?.deliveryProviderId,
          dates: schedule?.dates.map((d) => dayjs(d, DAY)) ?? [],
        }}
      >
        <Form.Item
          name="deliveryProviderId"
          label={t('holidays.provider')}
          rules={[{ required: true, message: t('holidays.providerRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={providers.map((p) => ({
              value: p.id,
              label: `${p.name} (${findRegion(p.regionId)?.name ?? p.regionId})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="dates"
          label={t('holidays.dates')}
          rules={[{ required: true, type: 'array', min: 1, message: t('holidays.datesRequired') }]}
        >
          <DatePicker multiple format={DAY} style={{ width: '100%' }} />
        </Form.Item>
        <Button onClick={() => void addNational()}>{t('holidays.addNational')}</Button>
      </Form>
    </Modal>
  );
}
