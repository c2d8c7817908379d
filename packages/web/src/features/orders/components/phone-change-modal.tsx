import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOrderPhone } from '../api/change-phone';
import { fixedCountryCode, isAcceptedPhone, nationalPart, phoneFromInput } from '../lib/phone-change';

export type PhoneChangeModalProps = {
  open: boolean;
  orderId: number;
  regionId: string;
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
  const countryCode = fixedCountryCode(regionId, currentPhone);
  const [typed, setTyped] = useState(() => nationalPart(countryCode, currentPhone));
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const phone = phoneFromInput(countryCode, typed);
  const valid = isAcceptedPhone(phone);

  const save = async () => {
    if (!valid || saving) return;
    setSaving(true);
    setServerError(null);
    try {
      await changeOrderPhone(orderId, phone);
      onChanged(phone);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const help = serverError ?? (typed && !valid ? t('orders.phoneChange.invalid') : undefined);
  return (
    <Modal
      open={open}
      title={t('orders.phoneChange.title')}
      okText={t('orders.phoneChange.save')}
      okButtonProps={{ disabled: !valid, loading: saving }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('orders.phoneChange.label')} validateStatus={help ? 'error' : undefined} help={help}>
          <Input
            addonBefore={<span data-testid="phone-country-code">{countryCode}</span>}
            aria-label={t('orders.phoneChange.label')}
            inputMode="tel"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setServerError(null);
            }}
            onPressEnter={() => void save()}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
