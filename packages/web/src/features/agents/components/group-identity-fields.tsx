import { REGIONS } from '@umbrella/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/auth/session-context';
import { TASK_TYPES } from '../lib/group-form';
import { GROUP_NAME_MAX } from '../lib/group-limits';

/** The group's name, region and task type; the last two are fixed once the group exists (GROUP-10). */
export function GroupIdentityFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const regionIds = useSessionUser()?.claims.claim.regionIds ?? [];
  return (
    <>
      <Form.Item
        name="name"
        label={t('agents.groupFields.name')}
        rules={[
          { required: true, message: t('agents.messages.groupNameRequired') },
          { max: GROUP_NAME_MAX, message: t('agents.messages.groupNameTooLong') },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="regionId"
        label={t('agents.groupFields.region')}
        rules={editing ? [] : [{ required: true, message: t('agents.messages.regionRequired') }]}
      >
        <Select
          disabled={editing}
          options={regionIds.map((id) => ({ value: id, label: REGIONS.find((r) => r.id === id)?.name ?? id }))}
        />
      </Form.Item>
      <Form.Item
        name="taskType"
        label={t('agents.groupFields.taskType')}
        rules={editing ? [] : [{ required: true, message: t('agents.messages.taskTypeRequired') }]}
      >
        <Select
          disabled={editing}
          options={TASK_TYPES.map((type) => ({ value: type, label: t(`agents.enum.taskTypes.${type}`) }))}
        />
      </Form.Item>
    </>
  );
}
