import { DatePicker, Form, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { DATE_FORMAT } from '@/lib/format/dates';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import type { GuaranteeValue } from '../api/get-guarantee-values';
import type { WebmasterRate } from '../api/get-webmaster-rates';
import { useWebmasterAction, webmasterActions } from '../api/webmaster-actions';
import { dateCheckItemProps } from '../lib/date-check-item';
import { API_DAY, toApiDay } from '../lib/guarantee-dates';
import { GUARANTEE_INPUT, guaranteeRangeRule } from '../lib/payout-guarantee-rules';
import { useGuaranteeDateCheck } from '../lib/use-guarantee-date-check';

type Values = { value?: number; actualFrom?: Dayjs | null };
export type GuaranteeEditing = { row: WebmasterRate; entry?: GuaranteeValue };

/**
 * The guarantee modal of the history panel (WEBM-35..38, WEBM-40): a value 0..100 and a date,
 * both required. A new entry's date is checked 1 s after it is picked; an entry's date is its key,
 * so editing changes only the value.
 */
export function GuaranteeModal({ editing, onClose }: { editing: GuaranteeEditing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const dateCheck = useGuaranteeDateCheck();
  const save = useWebmasterAction(async (values: Values) => {
    if (!editing) return;
    const body = {
      offerId: editing.row.offerId,
      webmasterId: editing.row.webmasterId,
      value: values.value ?? 0,
      actualFrom: toApiDay(values.actualFrom) as string,
    };
    return editing.entry ? webmasterActions.updateGuarantee(body) : webmasterActions.createGuarantee(body);
  });

  useFormOnOpen(form, editing !== null, {
    source: [editing],
    values: () =>
      editing?.entry && { value: editing.entry.value, actualFrom: dayjs(editing.entry.actualFrom, API_DAY) },
    onOpen: () => dateCheck.check(),
  });

  const { submit, submitting } = useModalSubmit(form, save, {
    variables: (values): [Values] => [values],
    success: t('webmasters.messages.saved'),
    onDone: onClose,
  });

  return (
    <Modal
      open={editing !== null}
      title={t(editing?.entry ? 'webmasters.guaranteeModal.editTitle' : 'webmasters.guaranteeModal.addTitle')}
      okText={t('webmasters.actions.save')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      forceRender
    >
      <Form form={form} name="webmaster-guarantee" layout="vertical">
        <Form.Item
          name="value"
          label={t('webmasters.fields.guarantee')}
          rules={[{ required: true, message: t('webmasters.messages.guaranteeRequired') }, guaranteeRangeRule(t)]}
        >
          <InputNumber {...GUARANTEE_INPUT} />
        </Form.Item>
        <Form.Item
          name="actualFrom"
          label={t('webmasters.fields.actualFrom')}
          rules={[{ required: true, message: t('webmasters.messages.dateRequired') }]}
          {...dateCheckItemProps(dateCheck.state, t)}
        >
          <DatePicker
            format={DATE_FORMAT}
            style={{ width: '100%' }}
            disabled={editing?.entry !== undefined}
            onChange={(day) =>
              editing && dateCheck.check(editing.row.offerId, editing.row.webmasterName, toApiDay(day))
            }
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
