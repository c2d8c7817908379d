import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserRegions } from '@/lib/api/get-regions';
import { ApiError } from '@/lib/errors/app-errors';
import { raiseError } from '@/lib/errors/error-store';
import { feedback } from '@/lib/feedback/feedback';
import { useCreateLead } from '../api/create-lead';
import { useInternalOffers } from '../api/get-internal-offers';
import { joinOfferAndProduct, type NewLeadValues, splitOfferAndProduct, validateNewLead } from '../lib/new-lead-rules';
import { SUCCESS_SECONDS } from '../lib/notice-durations';
import { offerLabel } from '../lib/offer-label';

/**
 * The add-lead modal (LEAD-37..47): region (hidden with a single region), name, phone and
 * product (an offer of the region); submit only when every rule holds; "New Lead Added – It's
 * assigned to you" on success. One Idempotency-Key per opening of the form.
 */
export function AddLeadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const regions = useUserRegions();
  const create = useCreateLead();
  const [values, setValues] = useState<NewLeadValues>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const key = useRef(crypto.randomUUID());
  const single = regions.data?.length === 1 ? regions.data[0] : undefined;
  const region = values.region ?? single?.id;
  const offers = useInternalOffers(region);

  useEffect(() => {
    if (!open) return;
    key.current = crypto.randomUUID();
    setValues({});
    setTouched({});
    setServerErrors({});
  }, [open]);

  const errors = validateNewLead({ ...values, region });
  const valid = Object.keys(errors).length === 0;
  const errorOf = (field: keyof NewLeadValues) => {
    const server = serverErrors[field === 'offerAndProductIds' ? 'productId' : field];
    if (server) return server;
    const error = touched[field] ? errors[field] : undefined;
    return error ? t(error.key, error.params) : undefined;
  };
  const set = (field: keyof NewLeadValues, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'region' ? { offerAndProductIds: undefined } : {}),
    }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors({});
  };

  const submit = async () => {
    const ids = values.offerAndProductIds ? splitOfferAndProduct(values.offerAndProductIds) : null;
    if (!valid || !region || !ids) return;
    const body = { region, name: values.name?.trim() ?? '', phone: values.phone?.trim() ?? '', ...ids };
    try {
      await create.mutateAsync({ body, key: { idempotencyKey: key.current } });
      feedback.notification.success({
        title: t('tasks.addLead.added'),
        description: t('tasks.addLead.assigned'),
        duration: SUCCESS_SECONDS,
      });
      void queryClient.invalidateQueries({ queryKey: ['leads', 'details'] });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setServerErrors(error.fieldTexts);
        feedback.message.error(error.message);
        return;
      }
      raiseError(error); // shown and reported (ERR-17)
    }
  };

  const item = (field: keyof NewLeadValues) => ({
    validateStatus: errorOf(field) ? ('error' as const) : undefined,
    help: errorOf(field),
  });

  return (
    <Modal
      open={open}
      title={t('tasks.addLead.title')}
      okText={t('tasks.addLead.submit')}
      cancelText={t('tasks.actions.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: !valid }}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form layout="vertical">
        {regions.data && !single && (
          <Form.Item label={t('tasks.addLead.region')} required {...item('region')}>
            <Select
              aria-label={t('tasks.addLead.region')}
              value={values.region}
              options={(regions.data ?? []).map((r) => ({ value: r.id, label: `${r.fullName} (${r.phonePrefix})` }))}
              onChange={(value: string) => set('region', value)}
            />
          </Form.Item>
        )}
        <Form.Item label={t('tasks.addLead.name')} required {...item('name')}>
          <Input
            aria-label={t('tasks.addLead.name')}
            value={values.name ?? ''}
            maxLength={200}
            onChange={(e) => set('name', e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('tasks.addLead.phone')} required {...item('phone')}>
          <Input
            aria-label={t('tasks.addLead.phone')}
            value={values.phone ?? ''}
            placeholder="+51987654321"
            maxLength={16}
            onChange={(e) => set('phone', e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('tasks.addLead.product')} required {...item('offerAndProductIds')}>
          <Select
            aria-label={t('tasks.addLead.product')}
            value={values.offerAndProductIds}
            loading={offers.isLoading}
            disabled={!region}
            showSearch={{ optionFilterProp: 'label' }}
            // The whole text as a tooltip where a long one is cut.
            options={(offers.data ?? []).map((offer) => ({
              value: joinOfferAndProduct(offer.id, offer.productId),
              label: offerLabel(offer),
              title: offerLabel(offer),
            }))}
            onChange={(value: string) => set('offerAndProductIds', value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
