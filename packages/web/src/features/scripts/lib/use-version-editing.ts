import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { scriptWrites, useScriptWrite } from '../api/save-script';
import type { ScriptSummary, ScriptVersion } from '../types';
import { useLocalDraft } from './use-local-draft';

/**
 * The script editor's selected version and the content being edited, kept as a local draft while
 * unsaved (SCRIPT-08). Saving a draft version updates it (SCRIPT-09), saving over a published one
 * creates a new version; publishing needs a selected version (SCRIPT-12) and first saves unsaved
 * edits as a new version (SCRIPT-11). Every save clears the local draft.
 */
export function useVersionEditing(script: ScriptSummary) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ScriptVersion | undefined>(script.lastCreatedScriptVersion ?? undefined);
  const [content, setContent] = useState(selected?.content ?? '');
  const dirty = content !== (selected?.content ?? '');
  const draft = useLocalDraft(`umbrella.script-draft.${script.scriptId}`, content, dirty);

  const createVersion = useScriptWrite(scriptWrites.createVersion);
  const updateVersion = useScriptWrite(scriptWrites.updateVersion);
  const publish = useScriptWrite(scriptWrites.publish);
  const busy = createVersion.isPending || updateVersion.isPending || publish.isPending;

  const select = (version: ScriptVersion) => {
    setSelected(version);
    setContent(version.content);
  };

  const saved = (version: ScriptVersion) => {
    draft.clear();
    select(version);
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

  return { selected, select, content, setContent, dirty, busy, draft, save, saveAsNew, publishSelected };
}
