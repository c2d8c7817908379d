import { fromMinorUnits, type OFFER_MESSAGES, OFFER_TYPES, REGIONS, toMinorUnits } from '@umbrella/contract';
import { Alert, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { useSessionUser } from '@/lib/auth/session-context';
import { feedback } from '@/lib/feedback/feedback';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import {
  isUniqueId,
  type Offer,
  useCurrentDiscounts,
  usePartners,
  usePublishedScripts,
  useRegionProducts,
  useSaveOffer,
} from '../api/offers';

type Values = {
  id: string;
  payout: number;
  regionId: string;
  type: (typeof OFFER_TYPES)[number];
  productId: number;
  partnerId: number;
  scriptId: number;
  resale: boolean;
  discountIds: number[];
};

type Props = { open: boolean; offer?: Offer; onClose: () => void };

/** The payout is entered in currency units and sent in cents (OFFER-13). */

function initialValues(offer?: Offer): Partial<Values> {
  if (!offer) return { resale: false, discountIds: [] };
  return {
    id: offer.id,
    payout: fromMinorUnits(offer.defaultPayoutCents),
    regionId: offer.regionId,
    type: offer.type,
    productId: offer.productId,
    partnerId: offer.partnerId ?? undefined,
    scriptId: offer.scriptId ?? undefined,
    resale: offer.resale,
    discountIds: offer.discountIds,
  };
}

/** The New and Edit offer modal (OFFER-07..25) with the spec's messages. */
export function OfferModal({ open, offer, onClose }: Props) {
  const { t } = useTranslation();
  // The specification's texts: English word for word, Spanish from the catalogue.
  const say = (key: keyof typeof OFFER_MESSAGES) => t(`offers.spec.${key}`);
  const [form] = Form.useForm<Values>();
  const editing = offer !== undefined;
  const regionIds = useSessionUser()?.claims.claim.regionIds ?? [];
  const regionId = Form.useWatch('regionId', form);
  const productId = Form.useWatch('productId', form);
  const partners = usePartners();
  const products = useRegionProducts(regionId);
  const scripts = usePublishedScripts(productId);
  const discounts = useCurrentDiscounts(regionId);
  const save = useSaveOffer(offer?.id);
  const loadFailed = [partners, products, scripts, discounts].some((q) => q.isError);
  // OFFER-20: a chosen product without a script that has a published version.
  const noScripts = productId !== undefined && scripts.isSuccess && scripts.data.length === 0;

  useFormOnOpen(form, open, { source: [offer], values: () => initialValues(offer) });

  const { submit, submitting } = useModalSubmit(form, save, {
    variables: ({ payout, ...fields }) => ({ ...fields, defaultPayoutCents: toMinorUnits(payout) }),
    success: t('offers.messages.saved'),
    onDone: onClose,
    onError: () => feedback.message.error(say('submitError')),
  });

  const required = (message: string) => [{ required: true, message }];

  return (
    <Modal
      open={open}
      title={t(editing ? 'offers.modal.editTitle' : 'offers.modal.newTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ disabled: noScripts }}
      confirmLoading={submitting}
      forceRender
    >
      {loadFailed && <Alert type="error" showIcon title={say('loadError')} style={{ marginBottom: 16 }} />}
      <Form form={form} name="offer" layout="vertical">
        <Form.Item
          name="id"
          label={t('offers.fields.id')}
          validateTrigger="onBlur"
          rules={[
            { required: true, message: say('idRequired') },
            {
              validator: async (_rule, value: string | undefined) => {
                if (editing || !value?.trim()) return;
                if (!(await isUniqueId(value.trim()))) throw new Error(say('idNotUnique'));
              },
            },
          ]}
        >
          <Input disabled={editing} />
        </Form.Item>
        <Form.Item name="payout" label={t('offers.fields.payout')} rules={required(say('payoutRequired'))}>
          <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="regionId" label={t('offers.fields.region')} rules={required(say('regionRequired'))}>
          <Select
            options={REGIONS.filter((r) => regionIds.includes(r.id)).map((r) => ({ value: r.id, label: r.name }))}
            onChange={() => form.setFieldsValue({ productId: undefined, scriptId: undefined, discountIds: [] })}
          />
        </Form.Item>
        <Form.Item name="type" label={t('offers.fields.type')} rules={required(say('typeRequired'))}>
          <Select options={OFFER_TYPES.map((type) => ({ value: type, label: type }))} />
        </Form.Item>
        <Form.Item name="productId" label={t('offers.fields.product')} rules={required(say('productRequired'))}>
          <Select
            options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            onChange={() => form.setFieldsValue({ scriptId: undefined })}
          />
        </Form.Item>
        <Form.Item name="partnerId" label={t('offers.fields.partner')} rules={required(say('partnerRequired'))}>
          <Select options={(partners.data ?? []).map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item
          name="scriptId"
          label={t('offers.fields.script')}
          rules={required(say('scriptRequired'))}
          validateStatus={noScripts ? 'error' : undefined}
          help={noScripts ? say('noScripts') : undefined}
        >
          <Select options={(scripts.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
        </Form.Item>
        <Form.Item
          name="discountIds"
          label={t('offers.fields.discounts')}
          rules={[{ required: true, type: 'array', min: 1, message: say('discountRequired') }]}
        >
          <Select mode="multiple" options={(discounts.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
        </Form.Item>
        <Form.Item name="resale" label={t('offers.fields.resale')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
