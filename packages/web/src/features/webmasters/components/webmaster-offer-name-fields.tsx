import { WEBMASTER_NAME_MAX } from '@umbrella/contract';
import { Form, type FormInstance, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebmasterOffers } from '../api/get-webmaster-offers';
import { webmasterActions } from '../api/webmaster-actions';
import type { WebmasterCreateValues } from '../lib/webmaster-create-values';

/**
 * The new webmaster's offer and name; the name is checked on blur against the offer's special
 * payouts, and either change rechecks the guarantee date.
 */
export function WebmasterOfferNameFields({
  form,
  onRecheckDate,
}: {
  form: FormInstance<WebmasterCreateValues>;
  onRecheckDate: () => void;
}) {
  const { t } = useTranslation();
  const offers = useWebmasterOffers();
  return (
    <>
      <Form.Item
        name="offerId"
        label={t('webmasters.fields.offer')}
        rules={[{ required: true, message: t('webmasters.messages.offerRequired') }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          loading={offers.isFetching}
          onChange={() => onRecheckDate()}
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
        <Input onBlur={() => onRecheckDate()} autoComplete="off" />
      </Form.Item>
    </>
  );
}
