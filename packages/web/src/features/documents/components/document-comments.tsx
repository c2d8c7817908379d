import { Button, Input, List, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useAddComment, useDocumentComments } from '../api/document-comments';

/** The Comments tab: text, created and the author's name and surname; an empty text is not sent (DOC-23). */
export function DocumentComments({ documentId }: { documentId: number }) {
  const { t } = useTranslation();
  const comments = useDocumentComments(documentId);
  const add = useAddComment(documentId);
  const [text, setText] = useState('');

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <List
        data-testid="document-comments"
        loading={comments.isLoading}
        dataSource={comments.data ?? []}
        locale={{ emptyText: t('documents.comments.none') }}
        renderItem={(comment) => (
          <List.Item>
            <List.Item.Meta
              title={`${comment.account.name} ${comment.account.surname} · ${formatDateTime(comment.created)}`}
              // Plain text: React escapes it.
              description={comment.text}
            />
          </List.Item>
        )}
      />
      <Input.TextArea
        aria-label={t('documents.comments.text')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button
        type="primary"
        disabled={!text.trim() || add.isPending}
        onClick={() => add.mutate(text.trim(), { onSuccess: () => setText('') })}
      >
        {t('documents.comments.add')}
      </Button>
    </Space>
  );
}
