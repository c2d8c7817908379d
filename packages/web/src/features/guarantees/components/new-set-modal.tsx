import { DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { DATE_FORMAT } from '@/lib/format/dates';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { type GuaranteePeriod, guaranteeSetExists, useCreateGuaranteeSet } from '../api/guarantees';
import { API_DAY } from '../lib/format';

type Range = [Dayjs | null, Dayjs | null] | null | undefined;
type Values = { period?: Range };
type Check = 'idle' | 'checking' | 'exists' | 'free' | 'failed';

const toPeriod = (range: Range): GuaranteePeriod | undefined =>
  range?.[0] && range[1] ? { periodFrom: range[0].format(API_DAY), periodTo: range[1].format(API_DAY) } : undefined;

/** GUAR-22: days after today cannot be picked. */
const isFuture = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/**
 * 'New guarantee set' (GUAR-21..29): one required period, no future days; as soon as it is picked,
 * whether a set exists for it is asked, OK waiting for the answer; the set is created as a draft
 * and computed in the background, which a message says.
 */
export function NewGuaranteeSetModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateGuaranteeSet();
  const [check, setCheck] = useState<Check>('idle');
  const latest = useRef(0);

  useFormOnOpen(form, open, {
    onOpen: () => {
      latest.current++;
      setCheck('idle');
    },
  });

  /** GUAR-24..26: only the last pick's answer counts. */
  const checkPeriod = (range: Range) => {
    const id = ++latest.current;
    const period = toPeriod(range);
    if (!period) {
      setCheck('idle');
      return;
    }
    setCheck('checking');
    guaranteeSetExists(period)
      .then((exists) => id === latest.current && setCheck(exists ? 'exists' : 'free'))
      .catch(() => id === latest.current && setCheck('failed'));
  };

  const { submit, submitting } = useModalSubmit(form, create, {
    variables: (values) => toPeriod(values.period),
    // A set for that period already exists, or whether one does is not known yet.
    check: async () => check === 'free',
    success: t('guarantees.messages.created'),
    onDone: onClose,
    formNames: { periodFrom: 'period', periodTo: 'period' },
  });

  const status =
    check === 'checking'
      ? { hasFeedback: true, validateStatus: 'validating' as const }
      : check === 'exists'
        ? { validateStatus: 'error' as const, help: t('guarantees.messages.exists') }
        : check === 'failed'
          ? { validateStatus: 'error' as const, help: t('guarantees.messages.checkFailed') }
          : {};

  return (
    <Modal
      open={open}
      title={t('guarantees.newSet.title')}
      okText={t('guarantees.actions.create')}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: check === 'checking' || check === 'exists' || check === 'failed' }}
      confirmLoading={submitting}
      forceRender
    >
      <Form form={form} name="guarantee-set" layout="vertical">
        <Form.Item
          name="period"
          label={t('guarantees.fields.period')}
          rules={[
            { required: true, message: t('guarantees.messages.periodRequired') },
            {
              validator: (_, range: Range) =>
                range?.[1] && isFuture(range[1])
                  ? Promise.reject(new Error(t('guarantees.messages.future')))
                  : Promise.resolve(),
            },
          ]}
          {...status}
        >
          <DatePicker.RangePicker
            format={DATE_FORMAT}
            disabledDate={isFuture}
            style={{ width: '100%' }}
            onChange={checkPeriod}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
