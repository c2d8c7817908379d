import { Drawer, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useDocumentHistory } from '../api/document-history';
import type { DocumentChange } from '../types';

/** The history drawer, 700 wide (DOC-27): every field change and attachment, who and when, newest first. */
export function DocumentHistoryDrawer({
  documentId,
  open,
  onClose,
}: {
  documentId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const history = useDocumentHistory(documentId, open);

  const describe = (change: DocumentChange) => {
    if (change.field === 'attachment') {
      return change.newValue !== null
        ? t('documents.history.added', { name: change.newValue })
        : t('documents.history.removed', { name: change.oldValue });
    }
    const shown = (field: string, value: string | null) => {
      if (value === null || value === '') return t('documents.history.empty');
      if (field === 'state') return t(`documents.enum.states.${value}`);
      if (field === 'type') return t(`documents.enum.types.${value}`);
      return value;
    };
    return t('documents.history.changed', {
      field: t(`documents.fields.${change.field}`),
      from: shown(change.field, change.oldValue),
      to: shown(change.field, change.newValue),
    });
  };

  return (
    <Drawer open={open} onClose={onClose} size={700} title={t('documents.history.title')}>
      <List
        data-testid="document-history"
        loading={history.isLoading}
        dataSource={history.data ?? []}
        locale={{ emptyText: t('documents.history.none') }}
        renderItem={(change) => (
          <List.Item>
            <List.Item.Meta
              // Plain text: React escapes it.
              title={describe(change)}
              description={`${change.account.name} ${change.account.surname} · ${formatDateTime(change.created)}`}
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
