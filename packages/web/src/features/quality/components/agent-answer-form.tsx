import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '@/lib/errors/form-field-errors';
import { feedback } from '@/lib/feedback/feedback';
import { type AgentAnswer, useAnswerMyEvaluation } from '../api/answer-my-evaluation';

/** The longest comment the server takes (the contract's QUALITY_REPLY_MAX). */
export const REPLY_MAX = 1000;

/** The agent acknowledges its evaluation or disputes it, saying why (decision 1808). */
export function AgentAnswerForm({ evaluationId }: { evaluationId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment?: string }>();
  const answer = useAnswerMyEvaluation();

  const send = async (kind: AgentAnswer['kind']) => {
    const comment = (form.getFieldValue('comment') as string | undefined)?.trim() ?? '';
    if (kind === 'dispute' && !comment) {
      form.setFields([{ name: 'comment', errors: [t('qualityReview.answer.reasonRequired')] }]);
      return;
    }
    try {
      await answer.mutateAsync({ id: evaluationId, kind, comment });
      feedback.message.success(t(`qualityReview.answer.${kind}Done`));
    } catch (error) {
      showFieldErrors(form, error);
      feedback.message.error((error as Error).message);
    }
  };

  return (
    <Form form={form} layout="vertical" data-testid="agent-answer">
      <Form.Item name="comment" label={t('qualityReview.answer.comment')} extra={t('qualityReview.answer.hint')}>
        <Input.TextArea rows={3} maxLength={REPLY_MAX} showCount />
      </Form.Item>
      <Space>
        <Button type="primary" loading={answer.isPending} onClick={() => void send('acknowledge')}>
          {t('qualityReview.answer.acknowledge')}
        </Button>
        <Button danger loading={answer.isPending} onClick={() => void send('dispute')}>
          {t('qualityReview.answer.dispute')}
        </Button>
      </Space>
    </Form>
  );
}
