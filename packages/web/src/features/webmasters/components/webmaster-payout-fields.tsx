import { toMinorUnits } from '@umbrella/contract';
import { DatePicker, Form, type FormInstance, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@/lib/format/dates';
import { useWebmasterOffers } from '../api/get-webmaster-offers';
import { dateCheckItemProps } from '../lib/date-check-item';
import { GUARANTEE_INPUT, guaranteeRangeRule, PAYOUT_INPUT, payoutRules } from '../lib/payout-guarantee-rules';
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
        rules={payoutRules(t, (payout) => {
          const offer = offerOf(form.getFieldValue('offerId'));
          if (offer && toMinorUnits(payout) === offer.payout && !isSet(form.getFieldValue('guarantee'))) {
            throw new Error(t('webmasters.messages.payoutDefault'));
          }
        })}
      >
        <InputNumber {...PAYOUT_INPUT} />
      </Form.Item>
      <Form.Item
        name="guarantee"
        label={t('webmasters.fields.guarantee')}
        dependencies={['guaranteeActualFrom']}
        rules={[
          guaranteeRangeRule(t),
          {
            validator: async (_, guarantee?: number | null) => {
              if (isSet(form.getFieldValue('guaranteeActualFrom')) && !isSet(guarantee)) {
                throw new Error(t('webmasters.messages.guaranteeRequired'));
              }
            },
          },
        ]}
      >
        <InputNumber {...GUARANTEE_INPUT} />
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
