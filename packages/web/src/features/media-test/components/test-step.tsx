import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestStep } from '../hooks/use-media-test';

type Props = {
  testId: string;
  title: string;
  hint: string;
  step: TestStep;
  startLabel: string;
  busyText: ReactNode;
  question: string;
  disabled?: boolean;
  onStart(): void;
  onAnswer(heard: boolean): void;
};

/** One test of the media test: start, run, then "did you hear it?" yes or no (MEDIA-07, MEDIA-09). */
export function TestStepCard(props: Props) {
  const { t } = useTranslation();
  const { step } = props;
  return (
    <section data-testid={props.testId} data-step={step}>
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {props.title}
          {step === 'passed' && <CheckCircleTwoTone twoToneColor="#52c41a" style={{ marginLeft: 8 }} />}
          {step === 'failed' && <CloseCircleTwoTone twoToneColor="#ff4d4f" style={{ marginLeft: 8 }} />}
        </Typography.Title>
        <Typography.Text type="secondary">{props.hint}</Typography.Text>
        {(step === 'recording' || step === 'playing') && <Typography.Text strong>{props.busyText}</Typography.Text>}
        {step === 'asking' && (
          <Space>
            <Typography.Text strong>{props.question}</Typography.Text>
            <Button type="primary" onClick={() => props.onAnswer(true)}>
              {t('mediaTest.actions.yes')}
            </Button>
            <Button onClick={() => props.onAnswer(false)}>{t('mediaTest.actions.no')}</Button>
          </Space>
        )}
        {step === 'passed' && <Typography.Text type="success">{t('mediaTest.result.passed')}</Typography.Text>}
        {(step === 'idle' || step === 'failed') && (
          <Button disabled={props.disabled} onClick={props.onStart}>
            {step === 'failed' ? t('mediaTest.actions.retry') : props.startLabel}
          </Button>
        )}
      </Space>
    </section>
  );
}
