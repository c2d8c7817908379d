import { EMPLOYMENT_FORMS, employeeDateInstant } from '@umbrella/contract';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { feedback } from '@/lib/feedback/feedback';
import { DATE_FORMAT } from '@/lib/format/dates';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import type { Employee } from '../api/get-employees';
import { useLegalEntities, usePositions } from '../api/get-staff-options';
import { useUpdateEmployee } from '../api/update-employee';

type Values = {
  name: string;
  surname: string;
  legalEntityId?: number;
  positionId?: number;
  employmentForm?: Employee['employmentForm'];
  assignmentDate?: Dayjs;
  dismissalDate?: Dayjs;
};

/** The UTC calendar day an employee date stands for (stored as that day's 00:01 UTC, EMP-18). */
const dayOf = (iso: string | null) => (iso ? dayjs(iso.slice(0, 10)) : undefined);
const instantOf = (day?: Dayjs | null) => (day ? employeeDateInstant(day.format('YYYY-MM-DD')) : null);

/** EMP-14..19: the employee's names, legal entity, position, employment form and dates. */
export function EmployeeModal({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const positions = usePositions();
  const entities = useLegalEntities();
  const save = useUpdateEmployee();

  useFormOnOpen(form, employee !== null, {
    source: [employee],
    values: () =>
      employee && {
        name: employee.name,
        surname: employee.surname,
        legalEntityId: employee.legalEntityId ?? undefined,
        positionId: employee.positionId ?? undefined,
        employmentForm: employee.employmentForm ?? undefined,
        assignmentDate: dayOf(employee.assignmentDate),
        dismissalDate: dayOf(employee.dismissalDate),
      },
  });

  const { submit, submitting } = useModalSubmit(form, save, {
    variables: (v) =>
      employee && {
        accountId: employee.accountId,
        name: v.name.trim(),
        surname: v.surname.trim(),
        positionId: v.positionId ?? null,
        legalEntityId: v.legalEntityId ?? null,
        employmentForm: v.employmentForm ?? null,
        assignmentDate: instantOf(v.assignmentDate),
        dismissalDate: instantOf(v.dismissalDate),
      },
    success: t('employees.messages.saved'),
    onDone: onClose,
    onError: (error) =>
      feedback.notification.error({
        message: t('employees.messages.serverError'),
        description: (error as Error).message,
      }),
  });

  return (
    <Modal
      open={employee !== null}
      title={t('employees.edit.title')}
      okText={t('employees.actions.save')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" name="employee">
        <Form.Item
          name="name"
          label={t('employees.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('employees.validation.name') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="surname"
          label={t('employees.fields.surname')}
          rules={[{ required: true, whitespace: true, message: t('employees.validation.surname') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="legalEntityId" label={t('employees.fields.legalEntity')}>
          <Select
            allowClear
            options={(entities.data ?? []).map((e) => ({ value: e.id, label: `${e.name} (${e.country})` }))}
          />
        </Form.Item>
        <Form.Item name="positionId" label={t('employees.fields.position')}>
          <Select allowClear options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item name="employmentForm" label={t('employees.fields.employmentForm')}>
          <Select
            allowClear
            options={EMPLOYMENT_FORMS.map((f) => ({ value: f, label: t(`employees.enum.employmentForm.${f}`) }))}
          />
        </Form.Item>
        <Form.Item name="assignmentDate" label={t('employees.fields.assignmentDate')}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="dismissalDate" label={t('employees.fields.dismissalDate')}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
