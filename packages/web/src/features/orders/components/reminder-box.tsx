import { useQuery } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/hooks/use-current-user';
import { feedback } from '@/lib/feedback/feedback';
import { formatDateTime } from '@/lib/format/format-date';
import { reminderQueryOptions } from '../api/get-reminder';
import { useChangeReminder } from '../api/save-reminder';
import { showServerRefusal } from '../lib/server-refusal';

/** The date and time pickers load when the form opens. */
const ReminderFormModal = lazy(async () => ({ default: (await import('./reminder-form-modal')).ReminderFormModal }));

export type ReminderBoxProps = {
  shortCode: string;
  /** The set-reminder action is open (ORDER-19): the header's button opens the form. */
  formOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
};

/** The order's reminder (ORDER-39): when to call and the notes; change and delete it with order:create:feature. */
export function ReminderBox({ shortCode, formOpen, onFormOpenChange }: ReminderBoxProps) {
  const { t } = useTranslation();
  const reminder = useQuery(reminderQueryOptions(shortCode)).data ?? null;
  const mayChange = usePermissions().includes('order:create:feature');
  const change = useChangeReminder();
  const [saving, setSaving] = useState(false);

  const save = async (value: { callAt: string; notes: string }) => {
    setSaving(true);
    try {
      await change.mutateAsync({ kind: reminder ? 'update' : 'set', shortCode, ...value });
      feedback.message.success(t('orders.desk.reminder.saved'));
      onFormOpenChange(false);
    } catch (error) {
      showServerRefusal(t, error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await change.mutateAsync({ kind: 'delete', shortCode });
      feedback.message.success(t('orders.desk.reminder.deleted'));
    } catch (error) {
      showServerRefusal(t, error);
    }
  };

  return (
    <Card size="small" title={t('orders.desk.reminder.title')} data-testid="reminder-box">
      {reminder ? (
        <Space orientation="vertical">
          <Typography.Text strong data-testid="reminder-call-at">
            {formatDateTime(reminder.callAt)}
          </Typography.Text>
          {reminder.notes && <Typography.Text data-testid="reminder-notes">{reminder.notes}</Typography.Text>}
          {mayChange && (
            <Space>
              <Button size="small" onClick={() => onFormOpenChange(true)}>
                {t('orders.desk.reminder.change')}
              </Button>
              <Popconfirm title={t('orders.desk.reminder.deleteConfirm')} onConfirm={() => void remove()}>
                <Button size="small" danger>
                  {t('orders.desk.reminder.delete')}
                </Button>
              </Popconfirm>
            </Space>
          )}
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('orders.desk.reminder.none')}</Typography.Text>
      )}
      {formOpen && (
        <Suspense fallback={null}>
          <ReminderFormModal
            initial={reminder}
            saving={saving}
            onCancel={() => onFormOpenChange(false)}
            onSave={(value) => void save(value)}
          />
        </Suspense>
      )}
    </Card>
  );
}
