import { Button, Input, Space, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useScriptDiff } from '../api/diff-scripts';
import { useScript, useScriptVersions } from '../api/get-script';
import { useVersionEditing } from '../lib/use-version-editing';
import type { ScriptSummary, ScriptVersion } from '../types';
import { ScriptConfirmations } from './script-confirmations';
import { ScriptDraftNotice } from './script-draft-notice';
import { ScriptHtml } from './script-html';
import { ScriptNameBar } from './script-name-bar';
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
  const editing = useVersionEditing(script);
  const { selected, content, dirty, busy } = editing;
  const diff = useScriptDiff(script.lastPublishedScriptVersion?.content ?? '', content);

  const editor = (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        aria-label={t('scripts.fields.content')}
        value={content}
        onChange={(event) => editing.setContent(event.target.value)}
        autoSize={{ minRows: 12, maxRows: 30 }}
        style={{ fontFamily: 'monospace' }}
      />
      <ScriptHtml html={content} testId="script-preview" />
    </Space>
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ScriptNameBar script={script} />
      <ScriptDraftNotice
        found={editing.draft.found}
        content={content}
        onRestore={editing.setContent}
        onDiscard={editing.draft.clear}
      />
      <Space wrap>
        <Button disabled={!dirty || busy} onClick={() => void editing.save()}>
          {selected && !selected.publishedAt ? t('scripts.actions.save') : t('scripts.actions.saveAsNew')}
        </Button>
        <Button disabled={!dirty || busy} onClick={() => void editing.saveAsNew()}>
          {t('scripts.actions.newVersion')}
        </Button>
        <Button type="primary" disabled={busy} onClick={() => void editing.publishSelected()}>
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
                onSelect={editing.select}
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
