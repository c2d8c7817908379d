import {
  GUARANTEE_MAX,
  GUARANTEE_MIN,
  toMinorUnits,
  WEBMASTER_COMMENT_MAX,
  WEBMASTER_NAME_MAX,
  WEBMASTER_PAYOUT_MAX,
  WEBMASTER_PAYOUT_MIN,
  WEBMASTER_PAYOUT_STEP,
} from '@umbrella/contract';
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '@/lib/errors/form-field-errors';
import { feedback } from '@/lib/feedback/feedback';
import { DATE_FORMAT } from '@/lib/format/dates';
import { useWebmasterOffers } from '../api/get-webmaster-offers';
import { useWebmasterAction, webmasterActions } from '../api/webmaster-actions';
import { dateCheckItemProps } from '../lib/date-check-item';
import { toApiDay } from '../lib/guarantee-dates';
import { useGuaranteeDateCheck } from '../lib/use-guarantee-date-check';

type Values = {
  offerId?: string;
  name?: string;
  payout?: number;
  guarantee?: number | null;
  guaranteeActualFrom?: Dayjs | null;
  comment?: string;
};

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The create modal (WEBM-09..28): offer, name (checked on blur against the offer's special
 * payouts), payout in units (sent in cents), an optional guarantee with its effective date (checked
 * 1 s after it is picked) and an optional comment.
 */
export function WebmasterCreateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const offers = useWebmasterOffers();
  const dateCheck = useGuaranteeDateCheck();
  const create = useWebmasterAction(webmasterActions.create);
  const offerOf = (id?: string) => offers.data?.find((o) => o.id === id);

  const recheckDate = (day: Dayjs | null | undefined = form.getFieldValue('guaranteeActualFrom')) =>
    dateCheck.check(form.getFieldValue('offerId'), form.getFieldValue('name'), toApiDay(day));

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await create.mutateAsync([
        {
          offerId: values.offerId as string,
          name: (values.name ?? '').trim(),
          payoutCents: toMinorUnits(values.payout),
          guarantee: values.guarantee ?? null,
          guaranteeActualFrom: toApiDay(values.guaranteeActualFrom) ?? null,
          comment: values.comment?.trim() || null,
        },
      ]);
      feedback.message.success(t('webmasters.messages.created'));
      form.resetFields();
      onClose();
    } catch (error) {
      showFieldErrors(form, error, { payoutCents: 'payout' });
      feedback.message.error((error as Error).message);
    }
  };

  return (
    <Modal
      open={open}
      title={t('webmasters.createModal.title')}
      okText={t('webmasters.actions.save')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      forceRender
    >
      <Form form={form} name="webmaster-create" layout="vertical">
        <Form.Item
          name="offerId"
          label={t('webmasters.fields.offer')}
          rules={[{ required: true, message: t('webmasters.messages.offerRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={offers.isFetching}
            onChange={() => recheckDate()}
            options={(offers.data ?? []).map((o) => ({ value: o.id, label: `${o.id} — ${o.productName}` }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('webmasters.fields.name')}
          hasFeedback
          validateTrigger={['onChange', 'onBlur']}
          dependencies={['offerId']}
          rules={[
            { required: true, whitespace: true, message: t('webmasters.messages.nameRequired') },
            { pattern: /^\S*$/, message: t('webmasters.messages.nameSpaces') },
            { max: WEBMASTER_NAME_MAX },
            {
              validateTrigger: 'onBlur',
              validator: async (_, name?: string) => {
                const offerId = form.getFieldValue('offerId') as string | undefined;
                if (!offerId || !name?.trim() || /\s/.test(name)) return;
                if (await webmasterActions.exists(offerId, name.trim())) {
                  throw new Error(t('webmasters.messages.rateExists'));
                }
              },
            },
          ]}
        >
          <Input onBlur={() => recheckDate()} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="payout"
          label={t('webmasters.fields.payout')}
          dependencies={['guarantee', 'offerId']}
          rules={[
            { required: true, message: t('webmasters.messages.payoutRequired') },
            {
              type: 'number',
              min: WEBMASTER_PAYOUT_MIN,
              max: WEBMASTER_PAYOUT_MAX,
              message: t('webmasters.messages.payoutRange'),
            },
            {
              validator: async (_, payout?: number) => {
                if (!isSet(payout)) return;
                if ((payout as number) % WEBMASTER_PAYOUT_STEP !== 0) {
                  throw new Error(t('webmasters.messages.payoutStep'));
                }
                const offer = offerOf(form.getFieldValue('offerId'));
                if (
                  offer &&
                  toMinorUnits(payout as number) === offer.payout &&
                  !isSet(form.getFieldValue('guarantee'))
                ) {
                  throw new Error(t('webmasters.messages.payoutDefault'));
                }
              },
            },
          ]}
        >
          <InputNumber
            min={WEBMASTER_PAYOUT_MIN}
            max={WEBMASTER_PAYOUT_MAX}
            step={WEBMASTER_PAYOUT_STEP}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="guarantee"
          label={t('webmasters.fields.guarantee')}
          dependencies={['guaranteeActualFrom']}
          rules={[
            {
              type: 'number',
              min: GUARANTEE_MIN,
              max: GUARANTEE_MAX,
              message: t('webmasters.messages.guaranteeRange'),
            },
            {
              validator: async (_, guarantee?: number | null) => {
                if (isSet(form.getFieldValue('guaranteeActualFrom')) && !isSet(guarantee)) {
                  throw new Error(t('webmasters.messages.guaranteeRequired'));
                }
              },
            },
          ]}
        >
          <InputNumber min={GUARANTEE_MIN} max={GUARANTEE_MAX} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="guaranteeActualFrom"
          label={t('webmasters.fields.actualFrom')}
          dependencies={['guarantee']}
          {...dateCheckItemProps(dateCheck.state, t)}
          rules={[
            {
              validator: async (_, day?: Dayjs | null) => {
                if (isSet(form.getFieldValue('guarantee')) && !day) {
                  throw new Error(t('webmasters.messages.dateRequired'));
                }
              },
            },
          ]}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} onChange={(day) => recheckDate(day)} />
        </Form.Item>
        <Form.Item name="comment" label={t('webmasters.fields.comment')}>
          <Input.TextArea maxLength={WEBMASTER_COMMENT_MAX} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
