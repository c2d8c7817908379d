import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import type { AdminGroup } from '../api/get-groups';
import { useSaveGroup } from '../api/save-group';
import { type GroupValues, groupChanged, groupValues } from '../lib/group-form';
import { ConfirmClose } from './confirm-close';
import { GroupAssignmentFields } from './group-assignment-fields';
import { GroupDialingFields } from './group-dialing-fields';
import { GroupIdentityFields } from './group-identity-fields';

type Props = { open: boolean; group?: AdminGroup; onClose: () => void };

/**
 * Adds or edits a group (GROUP-06..26). A new group is created with its name, region and task
 * type first; then, one step after the other, its name, features, products (each with its
 * script) and webmasters are saved (GROUP-21..25). Region and task type are fixed once created (GROUP-10).
 */
export function GroupModal({ open, group, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GroupValues>();
  const editing = group !== undefined;
  const [confirming, setConfirming] = useState(false);
  const save = useSaveGroup(group);

  // Before the opened modal is painted: after it, what is typed at once (a quick person, a
  // browser test under load) was wiped by the reset — a group saved without its region.
  useFormOnOpen(form, open, { source: [group], values: () => groupValues(group) });

  const close = () => {
    const current = { ...groupValues(), ...form.getFieldsValue() };
    if (groupChanged(groupValues(group), current)) setConfirming(true);
    else onClose();
  };

  const { submit, submitting } = useModalSubmit(form, save, {
    variables: (valid): [GroupValues] => [{ ...groupValues(), ...valid }],
    success: t('agents.messages.saved'),
    onDone: onClose,
  });

  return (
    <Modal
      open={open}
      width={760}
      title={t(editing ? 'agents.groupModal.editTitle' : 'agents.groupModal.addTitle')}
      onCancel={close}
      onOk={() => void submit()}
      okText={t('agents.actions.save')}
      confirmLoading={submitting}
      forceRender
    >
      <Form form={form} name="group" layout="vertical">
        <GroupIdentityFields editing={editing} />
        <GroupAssignmentFields form={form} />
        <GroupDialingFields form={form} />
      </Form>
      <ConfirmClose
        open={confirming}
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Modal>
  );
}
