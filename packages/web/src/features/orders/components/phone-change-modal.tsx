import { Form, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { useChangeOrderPhone } from '../api/change-phone';
import { fixedCountryCode, nationalPart, readPhoneInput } from '../lib/phone-change';
import { showServerRefusal } from '../lib/server-refusal';

export type PhoneChangeModalProps = {
  open: boolean;
  orderId: number;
  /** The order's region: it fixes the country code; without one, the current phone's code is kept. */
  regionId: string | null | undefined;
  currentPhone: string;
  onClose: () => void;
  onChanged: (phone: string) => void;
};

/**
 * The order's phone change (ONEW-113..115): the country code is shown fixed before the field and
 * cannot be edited; the user types the rest, and the number sent always starts with "+"
 * (docs/decisions/0904-phone-change-modal.md). The server checks the format again.
 */
export function PhoneChangeModal({ open, orderId, regionId, currentPhone, onClose, onChanged }: PhoneChangeModalProps) {
  const { t } = useTranslation();
  const change = useChangeOrderPhone();
  const countryCode = fixedCountryCode(regionId, currentPhone);
  const [typed, setTyped] = useState(() => nationalPart(countryCode, currentPhone));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { phone, problem } = readPhoneInput(countryCode, typed);
  const valid = problem === null;

  // Each opening starts from the order's current phone, also when the parent keeps the dialog mounted.
  useEffect(() => {
    if (!open) return;
    setTyped(nationalPart(countryCode, currentPhone));
    setFieldError(null);
  }, [open, countryCode, currentPhone]);

  const { submit, submitting } = useModalSubmit(undefined, change, {
    variables: () => {
      setFieldError(null);
      return { orderId, phone };
    },
    check: async () => valid,
    onDone: () => onChanged(phone),
    onError: (error) => showServerRefusal(t, error, (errors, message) => setFieldError(errors.phone ?? message)),
  });

  const problemText =
    problem === 'countryCode'
      ? t('orders.phoneChange.countryCodeFixed', { code: countryCode })
      : t('orders.phoneChange.invalid');
  const help = fieldError ?? (typed && !valid ? problemText : undefined);
  return (
    <Modal
      open={open}
      title={t('orders.phoneChange.title')}
      okText={t('orders.phoneChange.save')}
      okButtonProps={{ disabled: !valid }}
      confirmLoading={submitting}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('orders.phoneChange.label')} validateStatus={help ? 'error' : undefined} help={help}>
          <Space.Compact block>
            <Space.Addon status={help ? 'error' : undefined} data-testid="phone-country-code">
              {countryCode}
            </Space.Addon>
            <Input
              aria-label={t('orders.phoneChange.label')}
              inputMode="tel"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setFieldError(null);
              }}
              onPressEnter={() => void submit()}
              autoFocus
            />
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
