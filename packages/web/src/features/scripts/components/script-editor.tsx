import { Alert, Button, Input, Space, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { useScriptDiff } from '../api/diff-scripts';
import { useScript, useScriptVersions } from '../api/get-script';
import { scriptWrites, useScriptWrite } from '../api/save-script';
import { useLocalDraft } from '../lib/use-local-draft';
import type { ScriptSummary, ScriptVersion } from '../types';
import { ScriptConfirmations } from './script-confirmations';
import { ScriptHtml } from './script-html';
import { VersionsTable } from './versions-table';

/**
 * /scripts/{id}: the editor with its versions, diff and approver views (SCRIPT-07). Saving a
 * draft updates it quietly (SCRIPT-09); saving over a published version creates a new one.
 * Publish needs a selected version (SCRIPT-12) and saves unsaved edits as a new version first
 * (SCRIPT-11). Unsaved edits are kept locally every 5 s (SCRIPT-08).
 */
export function ScriptEditor({ scriptId }: { scriptId: number }) {
  const script = useScript(scriptId);
  const versions = useScriptVersions(scriptId);
  if (!script.data || !versions.data) return <Spin />;
  return <LoadedEditor script={script.data} versions={versions.data.content} />;
}

function LoadedEditor({ script, versions }: { script: ScriptSummary; versions: ScriptVersion[] }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ScriptVersion | undefined>(script.lastCreatedScriptVersion ?? undefined);
  const [content, setContent] = useState(selected?.content ?? '');
  const [name, setName] = useState(script.scriptName);
  const dirty = content !== (selected?.content ?? '');
  const draft = useLocalDraft(`umbrella.script-draft.${script.scriptId}`, content, dirty);
  const [offerDraft, setOfferDraft] = useState(draft.found !== null && draft.found.content !== content);
  const diff = useScriptDiff(script.lastPublishedScriptVersion?.content ?? '', content);

  const createVersion = useScriptWrite(scriptWrites.createVersion);
  const updateVersion = useScriptWrite(scriptWrites.updateVersion);
  const publish = useScriptWrite(scriptWrites.publish);
  const rename = useScriptWrite(scriptWrites.rename);
  const busy = createVersion.isPending || updateVersion.isPending || publish.isPending;

  const saved = (version: ScriptVersion) => {
    draft.clear();
    setSelected(version);
    setContent(version.content);
    return version;
  };

  async function saveAsNew(): Promise<ScriptVersion> {
    const version = await createVersion.mutateAsync({ scriptId: script.scriptId, content });
    feedback.message.success(t('scripts.messages.versionCreated'));
    return saved(version);
  }

  async function save() {
    if (selected && !selected.publishedAt) {
      const version = await updateVersion.mutateAsync({ id: selected.id, content });
      feedback.message.success(t('scripts.messages.versionUpdated'));
      saved(version);
    } else await saveAsNew();
  }

  async function publishSelected() {
    if (!selected) {
      feedback.message.error(t('scripts.messages.selectVersion'));
      return;
    }
    const version = dirty ? await saveAsNew() : selected;
    saved(await publish.mutateAsync(version.id));
    feedback.message.success(t('scripts.messages.versionPublished'));
  }

  const editor = (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        aria-label={t('scripts.fields.content')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        autoSize={{ minRows: 12, maxRows: 30 }}
        style={{ fontFamily: 'monospace' }}
      />
      <ScriptHtml html={content} testId="script-preview" />
    </Space>
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input aria-label={t('scripts.fields.name')} value={name} onChange={(e) => setName(e.target.value)} />
        <Button
          disabled={!name.trim() || name === script.scriptName}
          onClick={() => rename.mutate({ id: script.scriptId, name })}
        >
          {t('scripts.actions.rename')}
        </Button>
        <span>
          {script.productName} · {script.regionId}
        </span>
      </Space>
      {offerDraft && draft.found && (
        <Alert
          type="info"
          showIcon
          title={t('scripts.draft.found')}
          action={
            <Space>
              <Button
                size="small"
                onClick={() => {
                  setContent(draft.found?.content ?? content);
                  setOfferDraft(false);
                }}
              >
                {t('scripts.draft.restore')}
              </Button>
              <Button
                size="small"
                onClick={() => {
                  draft.clear();
                  setOfferDraft(false);
                }}
              >
                {t('scripts.draft.discard')}
              </Button>
            </Space>
          }
        />
      )}
      <Space wrap>
        <Button disabled={!dirty || busy} onClick={() => void save()}>
          {selected && !selected.publishedAt ? t('scripts.actions.save') : t('scripts.actions.saveAsNew')}
        </Button>
        <Button disabled={!dirty || busy} onClick={() => void saveAsNew()}>
          {t('scripts.actions.newVersion')}
        </Button>
        <Button type="primary" disabled={busy} onClick={() => void publishSelected()}>
          {t('scripts.actions.publish')}
        </Button>
        {dirty && <span>{t('scripts.editor.unsaved')}</span>}
      </Space>
      <Tabs
        items={[
          { key: 'editor', label: t('scripts.editor.tabs.editor'), children: editor },
          {
            key: 'versions',
            label: t('scripts.editor.tabs.versions'),
            children: (
              <VersionsTable
                versions={versions}
                publishedId={script.lastPublishedScriptVersion?.id}
                selectedId={selected?.id}
                onSelect={(version) => {
                  setSelected(version);
                  setContent(version.content);
                }}
              />
            ),
          },
          {
            key: 'diff',
            label: t('scripts.editor.tabs.diff'),
            children: diff.data ? <ScriptHtml html={diff.data.html} testId="script-diff" /> : <Spin />,
          },
          {
            key: 'approver',
            label: t('scripts.editor.tabs.approver'),
            children: <ScriptHtml html={content} testId="script-approver" />,
          },
          {
            key: 'confirmations',
            label: t('scripts.editor.tabs.confirmations'),
            children: <ScriptConfirmations scriptId={script.scriptId} />,
          },
        ]}
      />
    </Space>
  );
}
