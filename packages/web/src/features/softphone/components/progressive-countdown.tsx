import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHotkeys } from '@/hooks/use-hotkeys';
import type { ProgressiveDial } from '../hooks/use-progressive-dial';

/** Decision 1805: D dials now, X stops the countdown; no outcome key uses either. */
export const PROGRESSIVE_KEYS = { skip: 'd', stop: 'x' } as const;

const Kbd = ({ children }: { children: string }) => (
  <kbd
    style={{ marginInlineStart: 6, padding: '0 4px', border: '1px solid currentColor', borderRadius: 3, fontSize: 11 }}
  >
    {children.toUpperCase()}
  </kbd>
);

/**
 * The preview of a progressive task (decision 1803): the seconds left before the softphone dials,
 * "Dial now" and "Stop" with their keys. The live region announces the countdown once, when it
 * starts (and when it stops), not every second.
 */
export function ProgressiveCountdown({
  dial,
  outsideCallingHours,
}: {
  dial: ProgressiveDial;
  outsideCallingHours: boolean;
}) {
  const { t } = useTranslation();
  const { phase, secondsLeft } = dial;
  const active = phase === 'counting' || phase === 'waiting';
  useHotkeys(
    [
      { key: PROGRESSIVE_KEYS.skip, run: dial.skip },
      { key: PROGRESSIVE_KEYS.stop, run: dial.stop },
    ],
    active,
  );
  if (outsideCallingHours) {
    return <Alert type="warning" showIcon role="status" title={t('softphone.progressive.outsideCallingHours')} />;
  }
  if (phase === 'manual' || phase === 'dialled') return null;
  return (
    <Space wrap data-testid="progressive-countdown" data-phase={phase}>
      <span role="status" aria-live="polite">
        {active && t('softphone.progressive.announce')}
        {phase === 'stopped' && t('softphone.progressive.stopped')}
        {phase === 'elsewhere' && t('softphone.progressive.elsewhere')}
      </span>
      {active && (
        <>
          <Typography.Text strong data-testid="progressive-seconds">
            {t('softphone.progressive.secondsLeft', { count: secondsLeft })}
          </Typography.Text>
          <Button type="primary" onClick={dial.skip} aria-keyshortcuts={PROGRESSIVE_KEYS.skip.toUpperCase()}>
            {t('softphone.progressive.dialNow')}
            <Kbd>{PROGRESSIVE_KEYS.skip}</Kbd>
          </Button>
          <Button onClick={dial.stop} aria-keyshortcuts={PROGRESSIVE_KEYS.stop.toUpperCase()}>
            {t('softphone.progressive.stop')}
            <Kbd>{PROGRESSIVE_KEYS.stop}</Kbd>
          </Button>
        </>
      )}
    </Space>
  );
}
