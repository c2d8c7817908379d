import { Flex, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * While no task exists (TASK-12, TASK-13): a spinner, a text and an attempt counter that ticks
 * every second; under it, when the next check runs (the back-off of TASK-10/11).
 */
export function SearchingScreen({ nextPollAt }: { nextPollAt: number | null }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(1);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => {
      setAttempt((value) => value + 1);
      setNow(Date.now());
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  const nextIn = nextPollAt === null ? null : Math.max(0, Math.ceil((nextPollAt - now) / 1000));
  return (
    <Flex vertical align="center" gap={12} style={{ padding: 48 }} role="status" aria-live="polite">
      <Spin size="large" />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('tasks.searching.text')}
      </Typography.Title>
      <Typography.Text data-testid="attempt-counter">
        {t('tasks.searching.attempt', { count: attempt })}
      </Typography.Text>
      {nextIn !== null && (
        <Typography.Text type="secondary">{t('tasks.searching.nextCheck', { count: nextIn })}</Typography.Text>
      )}
    </Flex>
  );
}
