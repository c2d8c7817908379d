import { Form, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/errors/app-errors';
import { raiseError, reportError } from '@/lib/errors/error-store';
import { feedback } from '@/lib/feedback/feedback';
import { useChangeOrderPhone } from '../api/change-phone';
import { MESSAGE_KEYS } from '../lib/messages';
import { fixedCountryCode, nationalPart, readPhoneInput } from '../lib/phone-change';

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

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) {
      setFieldError(error.body.errors?.phone ?? error.message);
    } else if (error instanceof ApiError && error.status !== 401 && error.status !== 403) {
      // As the order modal does (ONEW-108): "Server error" with the server's message; the dialog stays.
      feedback.notification.error({ title: t(MESSAGE_KEYS.serverError), description: error.message, duration: 0 });
      if (error.status >= 500) reportError(error); // a fault of ours, not the user's: reported, no dialog
    } else {
      raiseError(error); // session, network and unknown failures: the global dialog
    }
  };

  const save = async () => {
    if (!valid || change.isPending) return;
    setFieldError(null);
    try {
      await change.mutateAsync({ orderId, phone });
      onChanged(phone);
    } catch (error) {
      refused(error);
    }
  };

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
      confirmLoading={change.isPending}
      onOk={() => void save()}
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
              onPressEnter={() => void save()}
              autoFocus
            />
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
