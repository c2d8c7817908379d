import { toMinorUnits, WEBMASTER_COMMENT_MAX } from '@umbrella/contract';
import { Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { type CreateWebmasterBody, useWebmasterAction, webmasterActions } from '../api/webmaster-actions';
import { toApiDay } from '../lib/guarantee-dates';
import { useGuaranteeDateCheck } from '../lib/use-guarantee-date-check';
import type { WebmasterCreateValues } from '../lib/webmaster-create-values';
import { WebmasterOfferNameFields } from './webmaster-offer-name-fields';
import { WebmasterPayoutFields } from './webmaster-payout-fields';

/**
 * The create modal (WEBM-09..28): offer, name (checked on blur against the offer's special
 * payouts), payout in units (sent in cents), an optional guarantee with its effective date (checked
 * 1 s after it is picked) and an optional comment.
 */
export function WebmasterCreateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WebmasterCreateValues>();
  const dateCheck = useGuaranteeDateCheck();
  const create = useWebmasterAction(webmasterActions.create);

  const recheckDate = (day: Dayjs | null | undefined = form.getFieldValue('guaranteeActualFrom')) =>
    dateCheck.check(form.getFieldValue('offerId'), form.getFieldValue('name'), toApiDay(day));

  const { submit, submitting } = useModalSubmit(form, create, {
    variables: (values): [CreateWebmasterBody] => [
      {
        offerId: values.offerId as string,
        name: (values.name ?? '').trim(),
        payoutCents: toMinorUnits(values.payout),
        guarantee: values.guarantee ?? null,
        guaranteeActualFrom: toApiDay(values.guaranteeActualFrom) ?? null,
        comment: values.comment?.trim() || null,
      },
    ],
    success: t('webmasters.messages.created'),
    onDone: () => {
      form.resetFields();
      onClose();
    },
    formNames: { payoutCents: 'payout' },
  });

  return (
    <Modal
      open={open}
      title={t('webmasters.createModal.title')}
      okText={t('webmasters.actions.save')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      forceRender
    >
      <Form form={form} name="webmaster-create" layout="vertical">
        <WebmasterOfferNameFields form={form} onRecheckDate={() => recheckDate()} />
        <WebmasterPayoutFields form={form} dateCheck={dateCheck.state} onRecheckDate={(day) => recheckDate(day)} />
        <Form.Item name="comment" label={t('webmasters.fields.comment')}>
          <Input.TextArea maxLength={WEBMASTER_COMMENT_MAX} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
