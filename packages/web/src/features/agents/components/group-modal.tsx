import { DIALING_MODES, PREVIEW_SECONDS_MAX, PREVIEW_SECONDS_MIN, REGIONS } from '@umbrella/contract';
import { Form, Input, InputNumber, Modal, Radio, Select, Transfer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionProducts } from '@/api/get-region-products';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { useSessionUser } from '@/lib/auth/session-context';
import { showFieldErrors } from '@/lib/errors/form-field-errors';
import { feedback } from '@/lib/feedback/feedback';
import { useFeatures, useWebmasters } from '../api/get-account-options';
import type { AdminGroup } from '../api/get-groups';
import { useRegionScripts } from '../api/get-region-scripts';
import { groupActions, useGroupAction } from '../api/group-actions';
import {
  type GroupValues,
  groupChanged,
  groupProducts,
  groupValues,
  TASK_TYPES,
  TRANSFER_LIST_STYLE,
} from '../lib/group-form';
import { GROUP_NAME_MAX } from '../lib/group-limits';
import { ConfirmClose } from './confirm-close';

type Props = { open: boolean; group?: AdminGroup; onClose: () => void };
type Feature = 'voip' | 'tcc_access' | 'TSS';

/**
 * Adds or edits a group (GROUP-06..26). A new group is created with its name, region and task
 * type first; then, one step after the other, its name, features, products (each with its
 * script) and webmasters are saved (GROUP-21..25). Region and task type are fixed once created (GROUP-10).
 */
export function GroupModal({ open, group, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GroupValues>();
  const editing = group !== undefined;
  const regionIds = useSessionUser()?.claims.claim.regionIds ?? [];
  const regionId = Form.useWatch('regionId', form);
  const features = useFeatures();
  const products = useRegionProducts(regionId);
  const scripts = useRegionScripts(regionId);
  const webmasters = useWebmasters();
  const chosenProducts: number[] = Form.useWatch('productIds', form) ?? [];
  const dialingMode = Form.useWatch('dialingMode', form);
  const [confirming, setConfirming] = useState(false);

  const save = useGroupAction(async (values: GroupValues) => {
    const id = group
      ? group.id
      : (
          await groupActions.create({
            name: values.name,
            regionId: values.regionId as string,
            taskType: values.taskType as GroupValues['taskType'] & string,
          })
        ).id;
    if (group) await groupActions.rename(id, values.name);
    await groupActions.setFeatures(id, values.featureIds as Feature[]);
    await groupActions.setProducts(id, groupProducts(values));
    await groupActions.setWebmasters(id, values.webmasterIds);
    await groupActions.setDialing(id, { mode: values.dialingMode, previewSeconds: values.previewSeconds });
  });

  // Before the opened modal is painted: after it, what is typed at once (a quick person, a
  // browser test under load) was wiped by the reset — a group saved without its region.
  useFormOnOpen(form, open, { source: [group], values: () => groupValues(group) });

  const close = () => {
    const current = { ...groupValues(), ...form.getFieldsValue() };
    if (groupChanged(groupValues(group), current)) setConfirming(true);
    else onClose();
  };

  const submit = async () => {
    const valid = await form.validateFields().catch(() => undefined);
    if (!valid) return;
    const values = { ...groupValues(), ...valid };
    try {
      await save.mutateAsync([values]);
      feedback.message.success(t('agents.messages.saved'));
      onClose();
    } catch (error) {
      showFieldErrors(form, error);
      feedback.message.error((error as Error).message);
    }
  };

  return (
    <Modal
      open={open}
      width={760}
      title={t(editing ? 'agents.groupModal.editTitle' : 'agents.groupModal.addTitle')}
      onCancel={close}
      onOk={() => void submit()}
      okText={t('agents.actions.save')}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form form={form} name="group" layout="vertical">
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
        <Form.Item name="featureIds" label={t('agents.groupFields.features')} valuePropName="targetKeys">
          <Transfer
            dataSource={(features.data?.content ?? []).map((f) => ({ key: f.id, title: f.name }))}
            render={(item) => item.title ?? ''}
            styles={{ section: TRANSFER_LIST_STYLE }}
          />
        </Form.Item>
        <Form.Item name="productIds" label={t('agents.groupFields.products')} valuePropName="targetKeys">
          <Transfer
            dataSource={(products.data ?? []).map((p) => ({ key: p.id, title: p.name }))}
            render={(item) => item.title ?? ''}
            styles={{ section: TRANSFER_LIST_STYLE }}
          />
        </Form.Item>
        {chosenProducts.map((productId) => (
          <Form.Item
            key={productId}
            name={['scriptIds', productId]}
            label={t('agents.groupFields.productScript', {
              product: products.data?.find((p) => p.id === productId)?.name ?? productId,
            })}
          >
            <Select
              allowClear
              placeholder={t('agents.groupFields.noScript')}
              options={(scripts.data ?? [])
                .filter((s) => s.productId === productId)
                .map((s) => ({ value: s.scriptId, label: s.scriptName }))}
            />
          </Form.Item>
        ))}
        <Form.Item name="webmasterIds" label={t('agents.groupFields.webmasters')} valuePropName="targetKeys">
          <Transfer
            dataSource={(webmasters.data?.content ?? []).map((w) => ({ key: w.id, title: w.name }))}
            render={(item) => item.title ?? ''}
            showSearch
            styles={{ section: TRANSFER_LIST_STYLE }}
          />
        </Form.Item>
        <Form.Item name="dialingMode" label={t('agents.groupFields.dialingMode')}>
          <Radio.Group
            options={DIALING_MODES.map((mode) => ({ value: mode, label: t(`agents.enum.dialingModes.${mode}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="previewSeconds"
          label={t('agents.groupFields.previewSeconds')}
          extra={t('agents.groupFields.previewSecondsHelp')}
          hidden={dialingMode !== 'progressive'}
          rules={[
            {
              required: true,
              type: 'integer',
              min: PREVIEW_SECONDS_MIN,
              max: PREVIEW_SECONDS_MAX,
              message: t('agents.messages.previewSecondsRange', { min: PREVIEW_SECONDS_MIN, max: PREVIEW_SECONDS_MAX }),
            },
          ]}
        >
          <InputNumber min={PREVIEW_SECONDS_MIN} max={PREVIEW_SECONDS_MAX} precision={0} suffix="s" />
        </Form.Item>
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
