import { Button, Card, Form, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/errors/app-errors';
import { feedback } from '@/lib/feedback/feedback';
import type { CallReview } from '../api/get-call-review';
import { type EvaluationComment, useSubmitEvaluation } from '../api/submit-evaluation';
import { type AnswerValue, QuestionAnswer } from './question-answer';
import { TimedComments } from './timed-comments';

type ReviewForm = CallReview['forms'][number];
type Values = { answers: Record<string, AnswerValue | undefined> };
type Props = { callId: number; form: ReviewForm; position: number; onSeek: (seconds: number) => void };

/** The form's questions to answer while listening, the time-stamped comments, and submitting once. */
export function EvaluationForm({ callId, form: evaluationForm, position, onSeek }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [comments, setComments] = useState<EvaluationComment[]>([]);
  const submit = useSubmitEvaluation();
  const questions = evaluationForm.version.sections.flatMap((s) => s.questions);

  const onSubmit = async () => {
    // The unanswered questions say so under themselves.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await submit.mutateAsync({
        callRecordId: callId,
        formVersionId: evaluationForm.version.id,
        answers: questions.map((q) => {
          const value = values.answers?.[q.id];
          return { questionId: q.id, value: value === 'na' || value === undefined ? null : value };
        }),
        comments,
      });
      feedback.message.success(t('quality.evaluate.submitted'));
    } catch (error) {
      // Answers are named `answers.<question id>`, and a question id has a dot of its own.
      const errors = error instanceof ApiError ? error.fieldTexts : {};
      form.setFields(
        Object.entries(errors)
          .filter(([name]) => name.startsWith('answers.'))
          .map(([name, message]) => ({ name: ['answers', name.slice('answers.'.length)], errors: [message] })),
      );
      feedback.message.error((error as Error).message);
    }
  };

  return (
    <Form form={form} layout="vertical" data-testid="evaluation-form">
      {evaluationForm.version.sections.map((section) => (
        <Card key={section.title} size="small" title={section.title} style={{ marginBottom: 12 }}>
          {section.questions.map((q) => (
            <Form.Item
              key={q.id}
              name={['answers', q.id]}
              label={
                <span>
                  {q.text} {q.critical && <Tag color="red">{t('quality.fields.critical')}</Tag>}
                </span>
              }
              rules={[{ required: true, message: t('quality.evaluate.answerRequired') }]}
            >
              <QuestionAnswer question={q} />
            </Form.Item>
          ))}
        </Card>
      ))}
      <Card size="small" title={t('quality.comments.title')} style={{ marginBottom: 12 }}>
        <TimedComments comments={comments} onChange={setComments} position={position} onSeek={onSeek} />
      </Card>
      <Button type="primary" loading={submit.isPending} onClick={() => void onSubmit()}>
        {t('quality.evaluate.submit')}
      </Button>
    </Form>
  );
}
