import {
  GUARANTEE_MAX,
  GUARANTEE_MIN,
  toMinorUnits,
  WEBMASTER_PAYOUT_MAX,
  WEBMASTER_PAYOUT_MIN,
  WEBMASTER_PAYOUT_STEP,
} from '@umbrella/contract';
import { DatePicker, Form, type FormInstance, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@/lib/format/dates';
import { useWebmasterOffers } from '../api/get-webmaster-offers';
import { dateCheckItemProps } from '../lib/date-check-item';
import type { DateCheck } from '../lib/use-guarantee-date-check';
import { isSet, type WebmasterCreateValues } from '../lib/webmaster-create-values';

/**
 * The new webmaster's payout (in units, in steps, not the offer's own payout unless a guarantee is
 * given) and the optional guarantee with its effective date: one asks for the other.
 */
export function WebmasterPayoutFields({
  form,
  dateCheck,
  onRecheckDate,
}: {
  form: FormInstance<WebmasterCreateValues>;
  dateCheck: DateCheck;
  onRecheckDate: (day: Dayjs | null) => void;
}) {
  const { t } = useTranslation();
  const offers = useWebmasterOffers();
  const offerOf = (id?: string) => offers.data?.find((o) => o.id === id);
  return (
    <>
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
              if (offer && toMinorUnits(payout as number) === offer.payout && !isSet(form.getFieldValue('guarantee'))) {
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
        {...dateCheckItemProps(dateCheck, t)}
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
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} onChange={(day) => onRecheckDate(day)} />
      </Form.Item>
    </>
  );
}
