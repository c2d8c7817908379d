import { DOCUMENT_INFO_MAX, DOCUMENT_TYPES } from '@umbrella/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { type NewDocument, useCreateDocument } from '../api/create-document';
import { useRegionUsers } from '../api/get-users';

type Values = Omit<NewDocument, 'linkedObject'>;

/**
 * The create-document modal about the selected task's order (DOC-14..18): type, assigned to and
 * report to are required ("Field is required!"), additional info at most 100; a refusal shows
 * "Server error" with the server's message.
 */
export function CreateDocumentModal({
  orderId,
  regionId,
  onClose,
}: {
  orderId: number;
  regionId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const users = useRegionUsers(regionId);
  const create = useCreateDocument();
  const people = (users.data ?? []).map((u) => ({ value: u.id, label: `${u.name} ${u.surname}`.trim() }));
  const required = [{ required: true, message: t('documents.create.required') }];

  const submit = (values: Values) =>
    create.mutate(
      { ...values, linkedObject: orderId },
      {
        onSuccess: () => {
          feedback.message.success(t('documents.create.created'));
          onClose();
        },
        onError: (error) =>
          feedback.notification.error({
            title: t('documents.create.failed'),
            description: error.message,
          }),
      },
    );

  return (
    <Modal
      open
      title={t('documents.create.title')}
      okText={t('documents.create.save')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="type" label={t('documents.fields.type')} rules={required}>
          <Select options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documents.enum.types.${type}`) }))} />
        </Form.Item>
        <Form.Item name="assigned" label={t('documents.fields.assigned')} rules={required}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={people} loading={users.isLoading} />
        </Form.Item>
        <Form.Item name="reportTo" label={t('documents.fields.reportTo')} rules={required}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={people} loading={users.isLoading} />
        </Form.Item>
        <Form.Item name="additionalInfo" label={t('documents.fields.additionalInfo')}>
          <Input.TextArea maxLength={DOCUMENT_INFO_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
