import { Alert, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  groups: { id: number; name: string }[];
  /** Shown instead of the picker, with OK disabled (AGENT-21). */
  emptyText?: string;
  saving: boolean;
  onOk: (groupIds: number[]) => void;
  onCancel: () => void;
};

/** Picks groups for the bulk add/remove (AGENT-18..21); at least one is required (AGENT-20). */
export function GroupPickModal({ open, title, groups, emptyText, saving, onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ groupIds: number[] }>();
  const empty = emptyText !== undefined && groups.length === 0;
  return (
    <Modal
      open={open}
      title={title}
      destroyOnHidden
      confirmLoading={saving}
      okButtonProps={{ disabled: empty }}
      onOk={() =>
        void form.validateFields().then(
          (values) => onOk(values.groupIds),
          () => undefined,
        )
      }
      onCancel={onCancel}
    >
      {empty ? (
        <Alert type="warning" showIcon title={emptyText} />
      ) : (
        <Form form={form} name="group-pick" layout="vertical" preserve={false}>
          <Form.Item
            name="groupIds"
            label={t('agents.fields.groups')}
            rules={[{ required: true, message: t('agents.messages.selectGroups') }]}
          >
            <Select
              aria-label={t('agents.fields.groups')}
              mode="multiple"
              optionFilterProp="label"
              options={groups.map((g) => ({ value: g.id, label: g.name }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
