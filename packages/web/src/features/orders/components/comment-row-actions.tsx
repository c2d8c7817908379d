import { Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type CommentRowActionsProps = {
  text: string;
  saving: boolean;
  onSave: (text: string) => Promise<boolean>;
  onDelete: () => void;
};

/** Edit and delete of one's own comment: Save is disabled while the text is unchanged or empty (ORDER-44). */
export function CommentRowActions({ text, saving, onSave, onDelete }: CommentRowActionsProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null) {
    const unchanged = draft.trim() === text.trim() || draft.trim() === '';
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          aria-label={t('orders.desk.comments.editLabel')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Space>
          <Button
            size="small"
            type="primary"
            disabled={unchanged}
            loading={saving}
            onClick={async () => {
              if (await onSave(draft.trim())) setDraft(null);
            }}
          >
            {t('orders.desk.comments.save')}
          </Button>
          <Button size="small" onClick={() => setDraft(null)}>
            {t('orders.desk.comments.cancel')}
          </Button>
        </Space>
      </Space>
    );
  }
  return (
    <Space>
      <Button size="small" onClick={() => setDraft(text)}>
        {t('orders.desk.comments.edit')}
      </Button>
      <Popconfirm title={t('orders.desk.comments.deleteConfirm')} onConfirm={onDelete}>
        <Button size="small" danger>
          {t('orders.desk.comments.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
