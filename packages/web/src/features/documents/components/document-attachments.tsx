import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@umbrella/contract';
import { Button, List, Popconfirm, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { formatDateTime } from '@/lib/format/format-date';
import { useDeleteAttachment, useDocumentAttachments, useUploadAttachment } from '../api/document-attachments';
import type { DocumentDto } from '../types';

const ACCEPT = ATTACHMENT_TYPES.join(',');
const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/**
 * The Attachments tab: one file at a time (DOC-24) — a PDF or an image of at most 10 MB — with
 * its upload progress; each attachment downloads through its signed link and can be removed
 * after a confirmation. Failures go to the generic error reporter (DOC-26).
 */
export function DocumentAttachments({ document }: { document: DocumentDto }) {
  const { t } = useTranslation();
  const attachments = useDocumentAttachments(document.id);
  const upload = useUploadAttachment(document);
  const remove = useDeleteAttachment(document.id);
  const [progress, setProgress] = useState<number>();

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Upload
        accept={ACCEPT}
        maxCount={1}
        multiple={false}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          const allowed = (ATTACHMENT_TYPES as readonly string[]).includes(file.type);
          if (!allowed) feedback.message.error(t('documents.attachments.wrongType'));
          else if (file.size > ATTACHMENT_MAX_BYTES) feedback.message.error(t('documents.attachments.tooBig'));
          return (allowed && file.size <= ATTACHMENT_MAX_BYTES) || Upload.LIST_IGNORE;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          setProgress(0);
          upload.mutate(
            { file: file as File, onProgress: setProgress },
            {
              onSuccess: () => {
                feedback.message.success(t('documents.attachments.uploaded'));
                onSuccess?.(null);
              },
              onError: (error) => onError?.(error),
              onSettled: () => setProgress(undefined),
            },
          );
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('documents.attachments.upload')}
        </Button>
      </Upload>
      {progress !== undefined && (
        <Progress percent={progress} size="small" aria-label={t('documents.attachments.progress')} />
      )}
      <List
        data-testid="document-attachments"
        loading={attachments.isLoading}
        dataSource={attachments.data ?? []}
        locale={{ emptyText: t('documents.attachments.none') }}
        renderItem={(attachment) => (
          <List.Item
            actions={[
              <a key="download" href={attachment.url} download={attachment.name} rel="noopener noreferrer">
                <DownloadOutlined /> {t('documents.attachments.download')}
              </a>,
              <Popconfirm
                key="delete"
                title={t('documents.attachments.confirmDelete', { name: attachment.name })}
                okText={t('documents.attachments.delete')}
                cancelText={t('documents.attachments.cancel')}
                onConfirm={() => remove.mutateAsync(attachment.id)}
              >
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('documents.attachments.delete')} />
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={attachment.name}
              description={`${kilobytes(attachment.size)} · ${attachment.createdBy.name} ${attachment.createdBy.surname} · ${formatDateTime(attachment.created)}`}
            />
          </List.Item>
        )}
      />
    </Space>
  );
}
