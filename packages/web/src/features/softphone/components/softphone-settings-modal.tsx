import { Button, Descriptions, Modal, Switch } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useVoipAccess } from '../hooks/use-voip-access';
import { isSoftphoneEnabled, setSoftphoneEnabled, subscribeSoftphonePreference } from '../sip-preference';

/**
 * The softphone settings shown first on the tasks page when voip is on (PHONE-05): host, login
 * and enabled (PHONE-06). The credentials come from the server; the extension's password is not
 * shown — the agent has no use for it, and anyone seeing it could register as them elsewhere
 * (decision 1796). The agent may only turn the softphone off or on in this browser.
 */
export function SoftphoneSettingsModal({ open, onContinue }: { open: boolean; onContinue: () => void }) {
  const { t } = useTranslation();
  const access = useVoipAccess();
  const accountId = access.status === 'ready' ? access.accountId : null;
  const enabled = useSyncExternalStore(
    subscribeSoftphonePreference,
    () => accountId !== null && isSoftphoneEnabled(accountId),
  );
  if (access.status !== 'ready') return null;
  const { settings } = access;
  return (
    <Modal
      open={open}
      title={t('softphone.settings.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onContinue}>
          {t('softphone.actions.continue')}
        </Button>
      }
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('softphone.settings.host')}>{settings.host}</Descriptions.Item>
        <Descriptions.Item label={t('softphone.settings.login')}>{settings.login}</Descriptions.Item>
        <Descriptions.Item label={t('softphone.settings.enabled')}>
          <Switch
            checked={enabled}
            aria-label={t('softphone.settings.enabled')}
            onChange={(checked) => accountId !== null && setSoftphoneEnabled(accountId, checked)}
          />
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
