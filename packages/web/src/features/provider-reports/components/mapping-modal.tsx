import { Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '@/lib/errors/form-field-errors';
import { feedback } from '@/lib/feedback/feedback';
import { useSaveMapping } from '../api/save-mapping';
import type { ProviderReport } from '../types';

type Values = { shortCodeColumn: number; statusColumn: number; deliveredWords: string; refusedWords: string };

/** "Entregado, entregada" → ["Entregado", "entregada"]. */
const words = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * The column mapping of a report that Needs mapping (decision 1332): which of the file's
 * header cells is the short code and which the status, and the words meaning DELIVERED and
 * REFUSED. Saved for the provider, so later files of this layout are read without asking.
 */
export function MappingModal({ report, onClose }: { report: ProviderReport; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveMapping();
  const columns = (report.headers ?? []).map((header, index) => ({
    value: index,
    label: header || t('providerReports.mapping.column', { n: index + 1 }),
  }));
  const required = { required: true, message: t('providerReports.mapping.required') };

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        id: report.id,
        body: {
          shortCodeColumn: values.shortCodeColumn,
          statusColumn: values.statusColumn,
          deliveredWords: words(values.deliveredWords),
          refusedWords: words(values.refusedWords),
        },
      });
      feedback.message.success(t('providerReports.mapping.saved', { name: report.fileName }));
      onClose();
    } catch (error) {
      showFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open
      title={t('providerReports.mapping.title', { name: report.fileName })}
      okText={t('providerReports.mapping.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
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
      </Form>
    </Modal>
  );
}
