import { fromMinorUnits, toMinorUnits } from '@umbrella/contract';
import { DatePicker, Form, InputNumber, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { DATE_FORMAT } from '@/lib/format/dates';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import type { WebmasterRate } from '../api/get-webmaster-rates';
import { type EditWebmasterBody, useWebmasterAction, webmasterActions } from '../api/webmaster-actions';
import { API_DAY, toApiDay } from '../lib/guarantee-dates';
import { GUARANTEE_INPUT, guaranteeRangeRule, PAYOUT_INPUT, payoutRules } from '../lib/payout-guarantee-rules';

type Values = { payout?: number; guarantee?: number; guaranteeActualFrom?: Dayjs | null };

/**
 * 'Edit webmaster' (WEBM-29..32): the pair's payout and a guarantee from an effective date, all
 * three required; a date that already has a guarantee gets the new value.
 */
export function WebmasterEditModal({ row, onClose }: { row: WebmasterRate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const edit = useWebmasterAction(webmasterActions.edit);

  useFormOnOpen(form, row !== null, {
    source: [row],
    values: () =>
      row && {
        payout: fromMinorUnits(row.webmasterPayout),
        guarantee: row.currentGuarantee ?? undefined,
        guaranteeActualFrom: row.guaranteeActualFrom ? dayjs(row.guaranteeActualFrom, API_DAY) : null,
      },
  });

  const { submit, submitting } = useModalSubmit(form, edit, {
    variables: (values): [EditWebmasterBody] | null =>
      row && [
        {
          webmasterId: row.webmasterId,
          offerId: row.offerId,
          payout: toMinorUnits(values.payout),
          guarantee: values.guarantee ?? 0,
          guaranteeActualFrom: toApiDay(values.guaranteeActualFrom) as string,
        },
      ],
    success: t('webmasters.messages.saved'),
    onDone: onClose,
  });

  return (
    <Modal
      open={row !== null}
      title={t('webmasters.editModal.title')}
      okText={t('webmasters.actions.save')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      forceRender
    >
      {row && (
        <Typography.Paragraph type="secondary">
          {row.webmasterName} · {row.offerId}
        </Typography.Paragraph>
      )}
      <Form form={form} name="webmaster-edit" layout="vertical">
        <Form.Item name="payout" label={t('webmasters.fields.payout')} rules={payoutRules(t)}>
          <InputNumber {...PAYOUT_INPUT} />
        </Form.Item>
        <Form.Item
          name="guarantee"
          label={t('webmasters.fields.guarantee')}
          rules={[{ required: true, message: t('webmasters.messages.guaranteeRequired') }, guaranteeRangeRule(t)]}
        >
          <InputNumber {...GUARANTEE_INPUT} />
        </Form.Item>
        <Form.Item
          name="guaranteeActualFrom"
          label={t('webmasters.fields.actualFrom')}
          rules={[{ required: true, message: t('webmasters.messages.dateRequired') }]}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
