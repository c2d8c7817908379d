import { PROFILE_PHONE_PATTERN } from '@umbrella/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import type { Profile } from '../api/get-profile';
import { type UpdateProfileBody, useUpdateProfile } from '../api/update-profile';
import { timezoneOptions } from '../lib/timezones';

type Values = { personalEmail: string; personalPhone?: string; personalTgLogin: string; timezone?: string };
type Props = { open: boolean; profile: Profile; onClose: () => void };

const PHONE = new RegExp(PROFILE_PHONE_PATTERN);

/** Profile edit (PROFILE-16..21): e-mail, chat login and timezone required; the phone optional, in its format. */
export function ProfileEditModal({ open, profile, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useUpdateProfile(profile.id);
  const zones = useMemo(() => timezoneOptions(profile.timezone), [profile.timezone]);

  useFormOnOpen(form, open, {
    source: [profile],
    values: () => ({
      personalEmail: profile.personalEmail,
      personalPhone: profile.personalPhone,
      personalTgLogin: profile.personalTgLogin,
      timezone: profile.timezone || undefined,
    }),
  });

  const { submit, submitting } = useModalSubmit(form, save, {
    variables: (values): UpdateProfileBody => ({
      personalEmail: values.personalEmail.trim(),
      personalPhone: values.personalPhone?.trim() ?? '',
      personalTgLogin: values.personalTgLogin.trim(),
      timezone: values.timezone ?? '',
    }),
    success: t('profile.messages.saved'),
    onDone: onClose,
  });

  return (
    <Modal
      open={open}
      title={t('profile.edit.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('profile.actions.save')}
      confirmLoading={submitting}
      forceRender
    >
      <Form form={form} name="profile" layout="vertical">
        <Form.Item
          name="personalEmail"
          label={t('profile.fields.email')}
          rules={[
            { required: true, whitespace: true, message: t('profile.messages.emailRequired') },
            { type: 'email', message: t('profile.messages.emailInvalid') },
          ]}
        >
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="personalPhone"
          label={t('profile.fields.phone')}
          rules={[
            {
              validator: async (_, value?: string) => {
                if (value?.trim() && !PHONE.test(value.trim())) throw new Error(t('profile.messages.phoneFormat'));
              },
            },
          ]}
        >
          <Input autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="personalTgLogin"
          label={t('profile.fields.chatLogin')}
          rules={[{ required: true, whitespace: true, message: t('profile.messages.chatLoginRequired') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="timezone"
          label={t('profile.fields.timezone')}
          rules={[{ required: true, message: t('profile.messages.timezoneRequired') }]}
        >
          <Select showSearch allowClear options={zones} optionFilterProp="label" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
