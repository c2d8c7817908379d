import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { QUALITY_QUESTIONS_MAX } from '@umbrella/contract';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormQuestionInput } from '../api/save-form';
import { QuestionFields } from './question-fields';

export const newQuestion = (): FormQuestionInput => ({
  text: '',
  kind: 'yesNo',
  weight: 1,
  allowNa: false,
  critical: false,
});

type Props = { name: number; index: number; onRemove: () => void };

/** One section of the form: its title and its list of questions. */
export function SectionFields({ name, index, onRemove }: Props) {
  const { t } = useTranslation();
  const section = t('quality.forms.section', { n: index + 1 });
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={section}
      extra={
        <Button
          type="text"
          icon={<MinusCircleOutlined />}
          aria-label={t('quality.forms.removeSection', { n: index + 1 })}
          onClick={onRemove}
        />
      }
    >
      <Form.Item
        name={[name, 'title']}
        label={t('quality.fields.sectionTitle')}
        rules={[{ required: true, whitespace: true, message: t('quality.forms.required') }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.List name={[name, 'questions']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, q) => (
              <QuestionFields
                key={field.key}
                name={field.name}
                path={['sections', name, 'questions']}
                label={t('quality.forms.question', { n: `${index + 1}.${q + 1}` })}
                onRemove={() => remove(field.name)}
              />
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= QUALITY_QUESTIONS_MAX}
              onClick={() => add(newQuestion())}
            >
              {t('quality.forms.addQuestion')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
