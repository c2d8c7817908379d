import { HistoryOutlined } from '@ant-design/icons';
import { Button, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDto } from '../types';
import { DocumentAttachments } from './document-attachments';
import { DocumentComments } from './document-comments';
import { DocumentHistoryDrawer } from './document-history-drawer';
import { DocumentSideForm } from './document-side-form';

/** The document edit modal, 1100 wide: Comments and Attachments tabs beside the side form (DOC-19). */
export function DocumentEditModal({ document, onClose }: { document: DocumentDto; onClose: () => void }) {
  const { t } = useTranslation();
  const [history, setHistory] = useState(false);
  return (
    <Modal open width={1100} footer={null} onCancel={onClose} title={`${t('documents.edit.title')} ${document.id}`}>
      <DocumentHistoryDrawer documentId={document.id} open={history} onClose={() => setHistory(false)} />
      <div style={{ display: 'flex', gap: 16 }}>
        <Tabs
          style={{ flex: 1, minWidth: 0 }}
          items={[
            {
              key: 'comments',
              label: t('documents.edit.comments'),
              children: <DocumentComments documentId={document.id} />,
            },
            {
              key: 'attachments',
              label: t('documents.edit.attachments'),
              children: <DocumentAttachments document={document} />,
            },
          ]}
        />
        <div style={{ flex: '0 0 380px' }}>
          <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)} style={{ marginBottom: 8 }}>
            {t('documents.edit.history')}
          </Button>
          <DocumentSideForm document={document} />
        </div>
      </div>
    </Modal>
  );
}
