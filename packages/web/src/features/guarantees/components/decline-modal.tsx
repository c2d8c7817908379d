import { GUARANTEE_DECLINE_COMMENT_MAX } from '@umbrella/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { useDeclineGuarantee } from '../api/guarantees';

type Values = { declineComment?: string };

/** GUAR-19, GUAR-20: declining a draft row needs a comment that is not empty. */
export function DeclineModal({ guaranteeId, onClose }: { guaranteeId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const decline = useDeclineGuarantee();

  useFormOnOpen(form, guaranteeId !== null, { source: [guaranteeId] });

  const { submit, submitting } = useModalSubmit(form, decline, {
    variables: (values) =>
      guaranteeId === null ? null : { guaranteeId, declineComment: (values.declineComment ?? '').trim() },
    success: t('guarantees.messages.declined'),
    onDone: onClose,
  });

  return (
    <Modal
      open={guaranteeId !== null}
      title={t('guarantees.declineModal.title')}
      okText={t('guarantees.actions.decline')}
      okButtonProps={{ danger: true }}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      forceRender
    >
      <Form form={form} name="guarantee-decline" layout="vertical">
        <Form.Item
          name="declineComment"
          label={t('guarantees.fields.comment')}
          rules={[{ required: true, whitespace: true, message: t('guarantees.messages.commentRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={GUARANTEE_DECLINE_COMMENT_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
