import { DIALING_MODES, PREVIEW_SECONDS_MAX, PREVIEW_SECONDS_MIN } from '@umbrella/contract';
import { Form, type FormInstance, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GroupValues } from '../lib/group-form';

/** How the group's agents dial; the preview seconds only matter (and show) for progressive dialing. */
export function GroupDialingFields({ form }: { form: FormInstance<GroupValues> }) {
  const { t } = useTranslation();
  const dialingMode = Form.useWatch('dialingMode', form);
  return (
    <>
      <Form.Item name="dialingMode" label={t('agents.groupFields.dialingMode')}>
        <Radio.Group
          options={DIALING_MODES.map((mode) => ({ value: mode, label: t(`agents.enum.dialingModes.${mode}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="previewSeconds"
        label={t('agents.groupFields.previewSeconds')}
        extra={t('agents.groupFields.previewSecondsHelp')}
        hidden={dialingMode !== 'progressive'}
        rules={[
          {
            required: true,
            type: 'integer',
            min: PREVIEW_SECONDS_MIN,
            max: PREVIEW_SECONDS_MAX,
            message: t('agents.messages.previewSecondsRange', { min: PREVIEW_SECONDS_MIN, max: PREVIEW_SECONDS_MAX }),
          },
        ]}
      >
        <InputNumber min={PREVIEW_SECONDS_MIN} max={PREVIEW_SECONDS_MAX} precision={0} suffix="s" />
      </Form.Item>
    </>
  );
}
