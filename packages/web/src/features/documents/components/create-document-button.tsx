import { FileAddOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateDocumentModal } from './create-document-modal';

/** "New document" about the selected task's order; without one the modal is not available (DOC-14). */
export function CreateDocumentButton({ orderId, regionId }: { orderId?: number | null; regionId?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const available = typeof orderId === 'number';
  return (
    <>
      <Tooltip title={available ? undefined : t('documents.create.noTask')}>
        <Button icon={<FileAddOutlined />} disabled={!available} onClick={() => setOpen(true)}>
          {t('documents.create.button')}
        </Button>
      </Tooltip>
      {available && open && (
        <CreateDocumentModal orderId={orderId} regionId={regionId} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
