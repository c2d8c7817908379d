import { SHIFT_ENDING_NOTICE_SECONDS } from '@umbrella/contract';
import { Button, Modal, Progress } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The extension prompt (SHIFT-05..08): continue or end shift, with the seconds left to answer.
 * Unanswered after 60 s it declines on the agent's behalf.
 */
export function ExtensionDialog({
  open,
  busy,
  onContinue,
  onDecline,
}: {
  open: boolean;
  busy: boolean;
  onContinue: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(SHIFT_ENDING_NOTICE_SECONDS);
  const timeOut = useEffectEvent(onDecline);

  useEffect(() => {
    if (!open) return;
    const shownAt = Date.now();
    setLeft(SHIFT_ENDING_NOTICE_SECONDS);
    const timer = setInterval(() => {
      const remaining = SHIFT_ENDING_NOTICE_SECONDS - Math.floor((Date.now() - shownAt) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        clearInterval(timer);
        timeOut();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [open]);

  return (
    <Modal
      open={open}
      title={t('shift.extend.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={[
        <Button key="end" danger onClick={onDecline} disabled={busy}>
          {t('shift.extend.end')}
        </Button>,
        <Button key="continue" type="primary" onClick={onContinue} loading={busy} autoFocus>
          {t('shift.extend.continue')}
        </Button>,
      ]}
    >
      <p>{t('shift.extend.text')}</p>
      <Progress
        percent={(left / SHIFT_ENDING_NOTICE_SECONDS) * 100}
        format={() => t('shift.extend.secondsLeft', { count: left })}
        status="active"
      />
    </Modal>
  );
}
