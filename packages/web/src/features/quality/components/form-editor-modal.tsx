import { PlusOutlined } from '@ant-design/icons';
import { QUALITY_SECTIONS_MAX } from '@umbrella/contract';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormOnOpen } from '@/hooks/use-form-on-open';
import { useRegionProducts } from '@/lib/api/get-region-products';
import { useUserRegions } from '@/lib/api/get-regions';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { useForm } from '../api/get-form';
import { type FormBody, useSaveForm } from '../api/save-form';
import { newQuestion, SectionFields } from './section-fields';

type Values = FormBody & { regionId?: string };
type Props = { open: boolean; formId?: number; onClose: () => void };

const newSection = () => ({ title: '', questions: [newQuestion()] });

/**
 * Creates a form for a product, or saves an existing form's next version (decision 1806):
 * evaluations already made keep the version they were scored with.
 */
export function FormEditorModal({ open, formId, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const existing = useForm(open ? formId : undefined);
  const save = useSaveForm();
  const regions = useUserRegions();
  const regionId = Form.useWatch('regionId', form);
  const products = useRegionProducts(formId === undefined ? regionId : undefined);

  useFormOnOpen(form, open, {
    source: [existing.data],
    values: () => {
      if (formId === undefined) return { sections: [newSection()] };
      const data = existing.data;
      if (!data) return null;
      return {
        name: data.name,
        productId: data.productId,
        sections: data.version.sections.map((s) => ({
          title: s.title,
          questions: s.questions.map(({ text, kind, scaleMax, weight, allowNa, critical }) => ({
            text,
            kind,
            ...(scaleMax === null ? {} : { scaleMax }),
            weight,
            allowNa,
            critical,
          })),
        })),
      };
    },
  });

  const { submit, submitting } = useModalSubmit(form, save, {
    variables: ({ regionId: _region, ...values }) => ({
      id: formId,
      body: { ...values, productId: values.productId ?? existing.data?.productId },
    }),
    success: t('quality.forms.saved'),
    onDone: onClose,
  });

  const required = [{ required: true, whitespace: true, message: t('quality.forms.required') }];
  return (
    <Modal
      open={open}
      title={formId === undefined ? t('quality.forms.createTitle') : t('quality.forms.editTitle')}
      okText={t('quality.forms.save')}
      onOk={() => void submit()}
      confirmLoading={submitting}
      onCancel={onClose}
      width={960}
      destroyOnHidden
    >
      {formId !== undefined && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('quality.forms.versionHint', { n: existing.data?.version.number ?? '…' })}
        />
      )}
      <Form form={form} layout="vertical" disabled={formId !== undefined && existing.isLoading}>
        <Form.Item name="name" label={t('quality.fields.name')} rules={required}>
          <Input maxLength={120} />
        </Form.Item>
        {formId === undefined ? (
          <>
            <Form.Item name="regionId" label={t('quality.fields.region')} rules={[{ required: true }]}>
              <Select
                aria-label={t('quality.fields.region')}
                onChange={() => form.setFieldValue('productId', undefined)}
                options={(regions.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              />
            </Form.Item>
            <Form.Item name="productId" label={t('quality.fields.product')} rules={[{ required: true }]}>
              <Select
                aria-label={t('quality.fields.product')}
                disabled={!regionId}
                options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item label={t('quality.fields.product')}>{existing.data?.productName}</Form.Item>
        )}
        <Form.List name="sections">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <SectionFields key={field.key} name={field.name} index={index} onRemove={() => remove(field.name)} />
              ))}
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= QUALITY_SECTIONS_MAX}
                onClick={() => add(newSection())}
              >
                {t('quality.forms.addSection')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
