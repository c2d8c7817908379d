import { useQuery } from '@tanstack/react-query';
import { ORDER_DESK_LIMITS } from '@umbrella/contract';
import { Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/paged-table';
import { usePermissions } from '@/hooks/use-current-user';
import { useSessionUser } from '@/lib/auth/session-context';
import { feedback } from '@/lib/feedback/feedback';
import { formatDateTime } from '@/lib/format/format-date';
import { type CommentChange, useChangeComment } from '../api/change-comment';
import { commentsQueryOptions } from '../api/get-comments';
import { showServerRefusal } from '../lib/server-refusal';
import { ORDER_TABLE_PAGE_SIZE } from '../lib/table-page-size';
import { CommentRowActions } from './comment-row-actions';

/** What the person is told once the server has taken the change. */
const DONE = {
  add: 'orders.desk.comments.added',
  update: 'orders.desk.comments.saved',
  delete: 'orders.desk.comments.deleted',
} as const satisfies Record<CommentChange['kind'], string>;

/**
 * The order comments panel (ORDER-04, ORDER-43..48), for order.comments:read: text, author,
 * created and updated; with order.comments:modify one adds comments and changes or deletes one's own.
 */
export function CommentsPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const myId = useSessionUser()?.claims.accountId;
  const comments = useQuery(commentsQueryOptions(orderId));
  const change = useChangeComment();
  const [text, setText] = useState('');
  const mayModify = permissions.includes('order.comments:modify');

  const send = async (request: CommentChange): Promise<boolean> => {
    try {
      await change.mutateAsync(request);
      feedback.message.success(t(DONE[request.kind]));
      return true;
    } catch (error) {
      showServerRefusal(t, error);
      return false;
    }
  };

  return (
    <Card size="small" title={t('orders.desk.comments.title')} data-testid="comments-panel">
      {mayModify && (
        <Space.Compact block style={{ marginBottom: 12 }}>
          <Input.TextArea
            aria-label={t('orders.desk.comments.newLabel')}
            value={text}
            maxLength={ORDER_DESK_LIMITS.comment}
            autoSize={{ minRows: 1, maxRows: 4 }}
            onChange={(event) => setText(event.target.value)}
          />
          <Button
            type="primary"
            disabled={text.trim() === ''}
            loading={change.isPending}
            onClick={async () => {
              if (await send({ kind: 'add', orderId, text: text.trim() })) setText('');
            }}
          >
            {t('orders.desk.comments.add')}
          </Button>
        </Space.Compact>
      )}
      <PagedTable
        data-testid="comments-table"
        pageSize={ORDER_TABLE_PAGE_SIZE}
        empty={t('orders.desk.comments.empty')}
        rows={comments.data ?? []}
        rowKey={(c) => c.id}
        columns={[
          { key: 'text', title: t('orders.desk.comments.text'), render: (c) => c.text },
          { key: 'createdBy', title: t('orders.desk.comments.createdBy'), render: (c) => c.createdBy ?? '—' },
          { key: 'created', title: t('orders.desk.comments.created'), render: (c) => formatDateTime(c.created) },
          {
            key: 'updated',
            title: t('orders.desk.comments.updated'),
            render: (c) => (c.updated ? formatDateTime(c.updated) : '—'),
          },
          {
            key: 'actions',
            title: '',
            render: (c) =>
              mayModify &&
              myId === c.authorId && (
                <CommentRowActions
                  text={c.text}
                  saving={change.isPending}
                  onSave={(value) => send({ kind: 'update', orderId, commentId: c.id, text: value })}
                  onDelete={() => void send({ kind: 'delete', orderId, commentId: c.id })}
                />
              ),
          },
        ]}
      />
    </Card>
  );
}
