import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallReview } from '../api/get-call-review';

type Question = CallReview['forms'][number]['version']['sections'][number]['questions'][number];
/** An answer as the form holds it: the value, or "na" for not applicable. */
export type AnswerValue = number | 'na';

/** The choices of one question: yes / no, or 0..N, and "N/A" where the form allows it. */
export function QuestionAnswer({
  question,
  value,
  onChange,
}: {
  question: Question;
  value?: AnswerValue;
  onChange?: (value: AnswerValue) => void;
}) {
  const { t } = useTranslation();
  const choices =
    question.kind === 'yesNo'
      ? [
          { value: 1, label: t('quality.answers.yes') },
          { value: 0, label: t('quality.answers.no') },
        ]
      : Array.from({ length: (question.scaleMax ?? 1) + 1 }, (_, n) => ({ value: n, label: String(n) }));
  const options = question.allowNa ? [...choices, { value: 'na' as const, label: t('quality.answers.na') }] : choices;
  return (
    <Radio.Group
      aria-label={question.text}
      value={value}
      onChange={(event) => onChange?.(event.target.value as AnswerValue)}
      options={options}
      optionType="button"
      size="small"
    />
  );
}
