import type { VersionFile } from '@umbrella/contract';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '@/components/antd-root';
import { reloadPage } from '@/lib/reload';

/** The new-build warning (VERSION-03, VERSION-04): a reload message and "Okay", which reloads. */
export function NewVersionModal({ available }: { available: VersionFile }) {
  const { t } = useTranslation();
  return (
    <AntdRoot>
      <Modal
        open
        title={t('version.modal.title')}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={
          <Button type="primary" onClick={reloadPage}>
            {t('version.actions.okay')}
          </Button>
        }
      >
        {t('version.modal.text', { version: available.version, build: available.build })}
      </Modal>
    </AntdRoot>
  );
}
