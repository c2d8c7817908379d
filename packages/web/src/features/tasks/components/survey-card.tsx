import { SURVEY_AGE_MAX, SURVEY_AGE_MESSAGE, SURVEY_AGE_MIN } from '@umbrella/contract';
import { Button, Card, Form, InputNumber, Radio, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/errors/app-errors';
import { feedback } from '@/lib/feedback/feedback';
import { useSurvey } from '../api/get-survey';
import { useSaveSurvey } from '../api/save-survey';

type Values = { age: number | null; sex: 'M' | 'F' | null };

/** The age rule of the survey: required, 18 to 99 (LEAD-49, LEAD-50). The message is the spec's, in Spanish. */
export function surveyAgeError(age: number | null | undefined): string | undefined {
  if (age === null || age === undefined || Number.isNaN(age)) return SURVEY_AGE_MESSAGE;
  return age < SURVEY_AGE_MIN || age > SURVEY_AGE_MAX ? SURVEY_AGE_MESSAGE : undefined;
}

/** The customer survey (LEAD-48..51, LEAD-61): age and sex of the lead's customer. */
export function SurveyCard({ leadId }: { leadId: number }) {
  const { t } = useTranslation();
  const survey = useSurvey(leadId);
  const save = useSaveSurvey();
  const [values, setValues] = useState<Values>({ age: null, sex: null });
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (survey.data) setValues({ age: survey.data.age, sex: survey.data.sex });
  }, [survey.data]);

  const ageError = touched ? surveyAgeError(values.age) : undefined;
  const valid = !surveyAgeError(values.age) && values.sex !== null;

  const submit = async () => {
    setTouched(true);
    if (!valid || values.age === null || values.sex === null) return;
    try {
      await save.mutateAsync({ leadId, age: values.age, sex: values.sex });
      feedback.message.success(t('tasks.survey.saved'));
    } catch (error) {
      feedback.message.error(error instanceof ApiError ? error.message : t('tasks.errors.network'));
    }
  };

  return (
    <Card
      size="small"
      title={t('tasks.survey.title')}
      extra={survey.data?.filled ? <Tag color="green">{t('tasks.survey.filled')}</Tag> : null}
      loading={survey.isLoading}
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('tasks.survey.age')}
          required
          validateStatus={ageError ? 'error' : undefined}
          help={ageError}
        >
          <InputNumber
            aria-label={t('tasks.survey.age')}
            value={values.age}
            onChange={(age) => {
              setTouched(true);
              setValues((v) => ({ ...v, age: typeof age === 'number' ? age : null }));
            }}
          />
        </Form.Item>
        <Form.Item label={t('tasks.survey.sex')} required>
          <Radio.Group value={values.sex} onChange={(event) => setValues((v) => ({ ...v, sex: event.target.value }))}>
            <Radio value="M">{t('tasks.survey.male')}</Radio>
            <Radio value="F">{t('tasks.survey.female')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Space>
          <Button htmlType="submit" type="primary" disabled={!valid} loading={save.isPending}>
            {t('tasks.survey.save')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
