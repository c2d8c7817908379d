import { COMPANY_EMAIL_DOMAIN, POSITIONS, REGIONS } from '@umbrella/contract';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { useSessionUser } from '@/lib/auth/session-context';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { accountActions, useAccountAction } from '../api/account-actions';
import { generatePassword, useCurrencyCodes } from '../api/get-account-options';
import type { AdminAccount } from '../api/get-accounts';
import { useGroups } from '../api/get-groups';
import { agentChanged } from '../lib/unsaved-changes';
import { ConfirmClose } from './confirm-close';

type Values = {
  name: string;
  surname: string;
  identityDocNumber?: string;
  email: string;
  password?: string;
  position: 'Agent' | 'MANAGER';
  regionIds: string[];
  salaryCurrency: string;
  groupIds?: number[];
  timezone?: string;
};

type Props = { open: boolean; account?: AdminAccount; onClose: () => void };

const TIMEZONES = [...new Set(REGIONS.map((r) => r.timezone))];

function initialValues(account?: AdminAccount): Partial<Values> {
  if (!account) return { position: 'Agent', timezone: TIMEZONES[0] };
  return {
    name: account.name,
    surname: account.surname,
    identityDocNumber: account.identityDocNumber,
    email: account.email,
    position: account.position,
    regionIds: account.regions.map((r) => r.id),
    salaryCurrency: account.salaryCurrency ?? undefined,
    groupIds: account.groups.map((g) => g.id),
    timezone: account.timezone,
  };
}

/** One modal adds and edits an agent (AGENT-23..40), with the spec's messages. */
export function AgentModal({ open, account, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const editing = account !== undefined;
  const regionIds = useSessionUser()?.claims.claim.regionIds ?? [];
  const currencies = useCurrencyCodes();
  const groups = useGroups({ number: 0, size: 1000 });
  const [passwordChanged, setPasswordChanged] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useAccountAction(async (values: Values) => {
    const { email, password, ...fields } = values;
    if (account) return accountActions.update(account.id, { ...fields, ...(passwordChanged ? { password } : {}) });
    const created = await accountActions.create({ ...fields, email, password: password ?? '' });
    // AGENT-42: a new agent gets its softphone extension at once.
    await accountActions.registerExtensions([created.id]);
    return created;
  });

  // Before the opened modal is painted: after it, what is typed at once (a quick person, a
  // browser test under load) was wiped by the reset.
  useFormOnOpen(form, open, {
    source: [account],
    values: () => initialValues(account),
    onOpen: () => {
      setPasswordChanged(false);
      if (!account) void generatePassword().then((password) => form.setFieldValue('password', password));
    },
  });

  const newPassword = async () => {
    form.setFieldValue('password', await generatePassword());
    setPasswordChanged(true);
  };

  const close = () => {
    const current = form.getFieldsValue();
    const changed = agentChanged(initialValues(account), { ...current, passwordChanged });
    if (changed) setConfirming(true);
    else onClose();
  };

  const { submit, submitting } = useModalSubmit(form, save, {
    variables: (values): [Values] => [values],
    success: t('agents.messages.saved'),
    onDone: onClose,
  });

  return (
    <Modal
      open={open}
      title={t(editing ? 'agents.modal.editTitle' : 'agents.modal.addTitle')}
      onCancel={close}
      onOk={() => void submit()}
      okText={t('agents.actions.save')}
      confirmLoading={submitting}
      forceRender
    >
      <Form form={form} name="agent" layout="vertical">
        <Form.Item
          name="name"
          label={t('agents.fields.name')}
          rules={[{ required: true, message: t('agents.messages.nameRequired') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="surname"
          label={t('agents.fields.surname')}
          rules={[{ required: true, message: t('agents.messages.surnameRequired') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="identityDocNumber" label={t('agents.fields.identityDocNumber')}>
          <Input />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('agents.fields.email')}
          rules={editing ? [] : [{ required: true, message: t('agents.messages.emailRequired') }]}
        >
          <Input disabled={editing} suffix={editing ? undefined : `@${COMPANY_EMAIL_DOMAIN}`} />
        </Form.Item>
        <Form.Item label={t('agents.fields.password')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="password"
              noStyle
              rules={[{ required: !editing, message: t('agents.messages.passwordRequired') }]}
            >
              <Input readOnly aria-label={t('agents.fields.password')} placeholder="••••••••" />
            </Form.Item>
            {editing && <Button onClick={() => void newPassword()}>{t('agents.actions.changePassword')}</Button>}
          </Space.Compact>
        </Form.Item>
        <Form.Item name="position" label={t('agents.fields.position')} rules={[{ required: true }]}>
          <Select options={POSITIONS.map((p) => ({ value: p, label: t(`agents.enum.positions.${p}`) }))} />
        </Form.Item>
        <Form.Item
          name="regionIds"
          label={t('agents.fields.regions')}
          rules={[{ required: true, message: t('agents.messages.regionRequired') }]}
        >
          <Select
            mode="multiple"
            options={regionIds.map((id) => ({ value: id, label: REGIONS.find((r) => r.id === id)?.name ?? id }))}
          />
        </Form.Item>
        <Form.Item
          name="salaryCurrency"
          label={t('agents.fields.salaryCurrency')}
          rules={[{ required: true, message: t('agents.messages.currencyRequired') }]}
        >
          <Select options={(currencies.data ?? []).map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item name="groupIds" label={t('agents.fields.groups')}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={(groups.data?.content ?? []).map((g) => ({ value: g.id, label: g.name }))}
          />
        </Form.Item>
        <Form.Item name="timezone" label={t('agents.fields.timezone')}>
          <Select options={TIMEZONES.map((zone) => ({ value: zone, label: zone }))} />
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
