import { Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocumentDto } from '../types';
import { DocumentComments } from './document-comments';
import { DocumentSideForm } from './document-side-form';

/** The document edit modal, 1100 wide: Comments and Attachments tabs beside the side form (DOC-19). */
export function DocumentEditModal({ document, onClose }: { document: DocumentDto; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open width={1100} footer={null} onCancel={onClose} title={`${t('documents.edit.title')} ${document.id}`}>
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
              children: t('documents.edit.attachmentsLater'),
            },
          ]}
        />
        <div style={{ flex: '0 0 380px' }}>
          <DocumentSideForm document={document} />
        </div>
      </div>
    </Modal>
  );
}
