import { Button, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '@/lib/errors/form-field-errors';
import { useSaveMapping } from '../api/save-mapping';

type Values = { shortCodeColumn: number; statusColumn: number; deliveredWords: string; refusedWords: string };

/** "Entregado, entregada" → ["Entregado", "entregada"]. */
const words = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * The column mapping of a file whose columns are not known yet (decision 1332), in the upload
 * dialog: which of its header cells is the short code and which the status, and the words meaning
 * DELIVERED and REFUSED. Saved for the provider, so this file and later ones of the layout are read
 * without asking.
 */
export function MappingForm({
  providerId,
  headers,
  onSaved,
}: {
  providerId: number;
  headers: string[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveMapping();
  const columns = headers.map((header, index) => ({
    value: index,
    label: header || t('providerReports.mapping.column', { n: index + 1 }),
  }));
  const required = { required: true, message: t('providerReports.mapping.required') };

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        providerId,
        headers,
        shortCodeColumn: values.shortCodeColumn,
        statusColumn: values.statusColumn,
        deliveredWords: words(values.deliveredWords),
        refusedWords: words(values.refusedWords),
      });
      onSaved();
    } catch (error) {
      showFieldErrors(form, error);
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('providerReports.mapping.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="shortCodeColumn" label={t('providerReports.mapping.shortCodeColumn')} rules={[required]}>
          <Select options={columns} />
        </Form.Item>
        <Form.Item name="statusColumn" label={t('providerReports.mapping.statusColumn')} rules={[required]}>
          <Select options={columns} />
        </Form.Item>
        <Form.Item
          name="deliveredWords"
          label={t('providerReports.mapping.deliveredWords')}
          extra={t('providerReports.mapping.wordsHint')}
          rules={[required]}
        >
          <Input placeholder="Entregado" />
        </Form.Item>
        <Form.Item name="refusedWords" label={t('providerReports.mapping.refusedWords')} rules={[required]}>
          <Input placeholder="Rechazado" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('providerReports.mapping.save')}
        </Button>
      </Form>
    </>
  );
}
