import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { feedback } from '@/lib/feedback/feedback';
import { scriptWrites, useScriptWrite } from '../api/save-script';
import { useLocalDraft } from '../lib/use-local-draft';
import { ScriptEditor } from './script-editor';
import { ScriptHtml } from './script-html';

/** /scripts/{id} edits a script; /scripts/create/{productId} writes a product's new one (SCRIPT-04, SCRIPT-16). */
export function ScriptEditorPage() {
  const params = useParams();
  if (params.productId) return <CreateScript productId={Number(params.productId)} />;
  return <ScriptEditor scriptId={Number(params.id)} />;
}

function CreateScript({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const draft = useLocalDraft(`umbrella.script-draft.new.${productId}`, content, content !== '');
  const create = useScriptWrite(scriptWrites.create);

  async function submit() {
    const script = await create.mutateAsync({ productId, name: name.trim(), content });
    draft.clear();
    feedback.message.success(t('scripts.messages.scriptCreated'));
    navigate(`/scripts/${script.scriptId}`, { replace: true });
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Input
        aria-label={t('scripts.fields.name')}
        placeholder={t('scripts.fields.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      {draft.found && !content && (
        <Button size="small" onClick={() => setContent(draft.found?.content ?? '')}>
          {t('scripts.draft.restore')}
        </Button>
      )}
      <Input.TextArea
        aria-label={t('scripts.fields.content')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        autoSize={{ minRows: 12, maxRows: 30 }}
        style={{ fontFamily: 'monospace' }}
      />
      <ScriptHtml html={content} testId="script-preview" />
      <Button
        type="primary"
        disabled={!name.trim() || !content.trim() || create.isPending}
        onClick={() => void submit()}
      >
        {t('scripts.actions.create')}
      </Button>
    </Space>
  );
}
