import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The new-shift offer (SHIFT-01..03, SHIFT-10): start, or log out. It cannot be dismissed otherwise. */
export function NewShiftModal({
  open,
  busy,
  onStart,
  onLogOut,
}: {
  open: boolean;
  busy: boolean;
  onStart: () => void;
  onLogOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('shift.newShift.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={[
        <Button key="logout" onClick={onLogOut} disabled={busy}>
          {t('shift.newShift.logOut')}
        </Button>,
        <Button key="start" type="primary" onClick={onStart} loading={busy} autoFocus>
          {t('shift.newShift.start')}
        </Button>,
      ]}
    >
      {t('shift.newShift.text')}
    </Modal>
  );
}
