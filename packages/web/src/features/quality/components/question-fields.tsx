import { MinusCircleOutlined } from '@ant-design/icons';
import { QUALITY_SCALE_MAX } from '@umbrella/contract';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { name: number; path: (string | number)[]; label: string; onRemove: () => void };

/** One question of a section: its text, kind (with the scale's top), weight and flags. */
export function QuestionFields({ name, path, label, onRemove }: Props) {
  const { t } = useTranslation();
  const kind = Form.useWatch([...path, name, 'kind']);
  const required = [{ required: true, whitespace: true, message: t('quality.forms.required') }];
  return (
    <fieldset aria-label={label} style={{ border: '1px solid #f0f0f0', padding: 8, marginBottom: 8 }}>
      <Space align="start" wrap>
        <Form.Item name={[name, 'text']} label={t('quality.fields.question')} rules={required}>
          <Input maxLength={300} style={{ width: 320 }} />
        </Form.Item>
        <Form.Item name={[name, 'kind']} label={t('quality.fields.kind')}>
          <Select
            style={{ width: 130 }}
            aria-label={t('quality.fields.kind')}
            options={(['yesNo', 'scale'] as const).map((k) => ({ value: k, label: t(`quality.enum.kinds.${k}`) }))}
          />
        </Form.Item>
        {kind === 'scale' && (
          <Form.Item name={[name, 'scaleMax']} label={t('quality.fields.scaleMax')} rules={[{ required: true }]}>
            <InputNumber min={1} max={QUALITY_SCALE_MAX} precision={0} />
          </Form.Item>
        )}
        <Form.Item name={[name, 'weight']} label={t('quality.fields.weight')} rules={[{ required: true }]}>
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
        <Form.Item name={[name, 'allowNa']} valuePropName="checked" label=" ">
          <Checkbox>{t('quality.fields.allowNa')}</Checkbox>
        </Form.Item>
        <Form.Item name={[name, 'critical']} valuePropName="checked" label=" ">
          <Checkbox>{t('quality.fields.critical')}</Checkbox>
        </Form.Item>
        <Form.Item label=" ">
          <Button
            type="text"
            icon={<MinusCircleOutlined />}
            aria-label={t('quality.forms.removeQuestion', { label })}
            onClick={onRemove}
          />
        </Form.Item>
      </Space>
    </fieldset>
  );
}
