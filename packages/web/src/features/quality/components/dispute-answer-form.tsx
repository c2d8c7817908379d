import { Button, Card, Form, Input, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '@/lib/errors/form-field-errors';
import { feedback } from '@/lib/feedback/feedback';
import { useAnswerDispute } from '../api/answer-dispute';
import type { Evaluation } from '../api/get-call-review';
import { REPLY_MAX } from './agent-answer-form';
import { type AnswerValue, QuestionAnswer } from './question-answer';

type Values = { answer?: string; outcome: 'kept' | 'revised'; answers: Record<string, AnswerValue> };

/**
 * The evaluator answers the agent's dispute: its words, and either keeping its scoring or revising
 * the answers, which the server scores again (decision 1808).
 */
export function DisputeAnswerForm({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const outcome = Form.useWatch('outcome', form);
  const send = useAnswerDispute();
  const initialAnswers = Object.fromEntries(evaluation.answers.map((a) => [a.questionId, a.value ?? 'na']));

  const onSubmit = async (values: Values) => {
    const revised = values.outcome === 'revised';
    try {
      await send.mutateAsync({
        id: evaluation.id,
        body: {
          answer: values.answer?.trim() ?? '',
          outcome: values.outcome,
          ...(revised
            ? {
                answers: evaluation.answers.map(({ questionId }) => {
                  const value = values.answers?.[questionId];
                  return { questionId, value: value === 'na' || value === undefined ? null : value };
                }),
              }
            : {}),
        },
      });
      feedback.message.success(t('qualityReview.dispute.sent'));
    } catch (error) {
      showFieldErrors(form, error);
      feedback.message.error((error as Error).message);
    }
  };

  return (
    <Card size="small" title={t('qualityReview.dispute.title')} data-testid="dispute-answer">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ outcome: 'kept', answers: initialAnswers }}
        onFinish={(values) => void onSubmit(values)}
      >
        <Form.Item name="outcome" label={t('qualityReview.dispute.outcome')}>
          <Radio.Group
            options={[
              { value: 'kept', label: t('qualityReview.dispute.keep') },
              { value: 'revised', label: t('qualityReview.dispute.revise') },
            ]}
          />
        </Form.Item>
        {outcome === 'revised' &&
          evaluation.formVersion.sections.flatMap((section) =>
            section.questions.map((q) => (
              <Form.Item
                key={q.id}
                name={['answers', q.id]}
                label={
                  <span>
                    {q.text} {q.critical && <Tag color="red">{t('quality.fields.critical')}</Tag>}
                  </span>
                }
              >
                <QuestionAnswer question={q} />
              </Form.Item>
            )),
          )}
        <Form.Item
          name="answer"
          label={t('qualityReview.dispute.answer')}
          rules={[{ required: true, whitespace: true, message: t('qualityReview.dispute.answerRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={REPLY_MAX} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t('qualityReview.dispute.send')}
        </Button>
      </Form>
    </Card>
  );
}
