import { ORDER_DESK_LIMITS } from '@umbrella/contract';
import { DatePicker, Form, Input, Modal, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUserTimezone, inUserZone } from '@/lib/format/dates';
import { isBeforeYesterday, reminderInstant } from '../lib/reminder-window';

export type ReminderFormModalProps = {
  initial: { callAt: string; notes: string } | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (value: { callAt: string; notes: string }) => void;
};

/** antd sizes pickers to their placeholder; the chosen value and its clear icon need the row. */
const FULL_WIDTH = { width: '100%' } as const;

/** Set or change the reminder: a date (not before yesterday) and a time are both required (ORDER-40, ORDER-41). */
export function ReminderFormModal({ initial, saving, onCancel, onSave }: ReminderFormModalProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState<Dayjs | null>(initial ? inUserZone(initial.callAt) : null);
  const [time, setTime] = useState<Dayjs | null>(initial ? inUserZone(initial.callAt) : null);
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const instant = reminderInstant(date, time, getUserTimezone());
  return (
    <Modal
      open
      title={t('orders.desk.reminder.formTitle')}
      okText={t('orders.desk.reminder.save')}
      okButtonProps={{ disabled: !instant }}
      confirmLoading={saving}
      onOk={() => instant && onSave({ callAt: instant.toISOString(), notes: notes.trim() })}
      onCancel={onCancel}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('orders.desk.reminder.date')} required>
          <DatePicker
            aria-label={t('orders.desk.reminder.date')}
            format="DD-MM-YYYY"
            style={FULL_WIDTH}
            value={date}
            onChange={setDate}
            disabledDate={(day) => isBeforeYesterday(day, dayjs())}
          />
        </Form.Item>
        <Form.Item label={t('orders.desk.reminder.time')} required>
          <TimePicker
            aria-label={t('orders.desk.reminder.time')}
            format="HH:mm"
            style={FULL_WIDTH}
            value={time}
            onChange={setTime}
          />
        </Form.Item>
        <Form.Item label={t('orders.desk.reminder.notes')}>
          <Input.TextArea
            aria-label={t('orders.desk.reminder.notes')}
            value={notes}
            maxLength={ORDER_DESK_LIMITS.reminderNotes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
