import {
  type AGENCY_MESSAGES,
  AGENCY_PAYOUT_MAX_CENTS,
  AGENCY_PAYOUT_STEP_CENTS,
  fromMinorUnits,
  toMinorUnits,
} from '@umbrella/contract';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { type AgencyPayout, agencyNameExists, useAgencyOffers, useSaveAgencyPayout } from '../api/agencies';
import { agencyNameError } from './agency-name-check';

type Values = { offerId?: string; partner?: string; agencyName?: string; payout?: number };
type NameState = { status?: 'validating' | 'error' | 'success'; help?: string };
type Props = { open: boolean; payout?: AgencyPayout; onClose: () => void };

const MAX = fromMinorUnits(AGENCY_PAYOUT_MAX_CENTS);
const STEP = fromMinorUnits(AGENCY_PAYOUT_STEP_CENTS);

/** The special payout modal (AGENCY-06..25): create, or edit the payout of a row. */
export function AgencyModal({ open, payout, onClose }: Props) {
  const { t } = useTranslation();
  // The specification's texts: English word for word, Spanish from the catalogue.
  const say = (key: keyof typeof AGENCY_MESSAGES) => t(`agencies.spec.${key}`);
  const [form] = Form.useForm<Values>();
  const editing = payout !== undefined;
  const offers = useAgencyOffers();
  const save = useSaveAgencyPayout(payout?.id);
  const [name, setName] = useState<NameState>({});
  // Only the latest name check may set the field's state: an older answer arriving late is dropped.
  const lastCheck = useRef(0);

  useFormOnOpen(form, open, {
    source: [payout],
    // AGENCY-25: the row's agencyName, offerId, partner and payout (cents shown as dollars).
    values: () =>
      payout && {
        offerId: payout.offerId,
        partner: payout.partner ?? '',
        agencyName: payout.agencyName,
        payout: fromMinorUnits(payout.payout),
      },
    onOpen: () => setName({}),
  });

  /** AGENCY-09, AGENCY-10: the offer fills in its partner and its default payout in dollars. */
  const pickOffer = (offerId: string) => {
    const offer = offers.data?.find((o) => o.id === offerId);
    form.setFieldsValue({ partner: offer?.partner ?? '', payout: fromMinorUnits(offer?.defaultPayoutCents ?? 0) });
    if (form.getFieldValue('agencyName')) void checkName();
  };

  /** AGENCY-11, AGENCY-17: the on-blur check with its validating, error and success states. */
  const checkName = async (): Promise<boolean> => {
    if (editing) return true;
    const values = form.getFieldsValue();
    const check = ++lastCheck.current;
    const show = (state: NameState) => check === lastCheck.current && setName(state);
    show({ status: 'validating' });
    try {
      const message = await agencyNameError(values.offerId, values.agencyName, (offerId, agencyName) =>
        agencyNameExists({ offerId, agencyName, ...(values.partner ? { partner: values.partner } : {}) }),
      );
      show(message ? { status: 'error', help: say(message) } : { status: 'success' });
      return !message;
    } catch {
      show({ status: 'error', help: t('agencies.messages.checkFailed') });
      return false;
    }
  };

  const forgetCheck = () => {
    lastCheck.current += 1;
    setName({});
  };

  const { submit, submitting } = useModalSubmit(form, save, {
    variables: (values) => ({
      offerId: values.offerId as string,
      agencyName: (values.agencyName as string).trim(),
      payout: toMinorUnits(values.payout as number),
    }),
    check: checkName,
    success: t('agencies.messages.saved'),
    onDone: onClose,
  });

  return (
    <Modal
      open={open}
      title={t(editing ? 'agencies.modal.editTitle' : 'agencies.modal.createTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={submitting}
      forceRender
    >
      <Form form={form} name="agency" layout="vertical">
        <Form.Item
          name="offerId"
          label={t('agencies.fields.offer')}
          rules={[{ required: true, message: say('offerRequired') }]}
        >
          <Select
            showSearch
            disabled={editing}
            loading={offers.isLoading}
            options={(offers.data ?? []).map((o) => ({ value: o.id, label: `${o.id} — ${o.productName}` }))}
            onChange={pickOffer}
          />
        </Form.Item>
        <Form.Item name="partner" label={t('agencies.fields.partner')}>
          <Input readOnly />
        </Form.Item>
        <Form.Item
          name="agencyName"
          label={t('agencies.fields.agencyName')}
          required
          hasFeedback
          validateStatus={name.status}
          help={name.help}
        >
          <Input disabled={editing} onBlur={() => void checkName()} onChange={forgetCheck} />
        </Form.Item>
        <Form.Item
          name="payout"
          label={t('agencies.fields.payout')}
          rules={[
            { required: true, message: say('payoutRequired') },
            { type: 'number', min: 0, message: say('payoutMin') },
            { type: 'number', max: MAX, message: say('payoutMax') },
            {
              validator: async (_rule, value?: number) => {
                if (value !== undefined && value !== null && toMinorUnits(value) % AGENCY_PAYOUT_STEP_CENTS !== 0)
                  throw new Error(say('payoutStep'));
              },
            },
          ]}
        >
          <InputNumber min={0} max={MAX} step={STEP} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
