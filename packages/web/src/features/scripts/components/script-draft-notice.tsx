import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalDraft } from '../lib/use-local-draft';

/**
 * Offers back the local draft found when the editor opened, if it differs from the version shown
 * (SCRIPT-08): Restore puts it in the editor, Discard forgets it; either way the offer goes.
 */
export function ScriptDraftNotice({
  found,
  content,
  onRestore,
  onDiscard,
}: {
  found: LocalDraft | null;
  content: string;
  onRestore: (content: string) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  // Decided once, against the content the editor opened with.
  const [offer, setOffer] = useState(found !== null && found.content !== content);
  if (!offer || !found) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('scripts.draft.found')}
      action={
        <Space>
          <Button
            size="small"
            onClick={() => {
              onRestore(found.content);
              setOffer(false);
            }}
          >
            {t('scripts.draft.restore')}
          </Button>
          <Button
            size="small"
            onClick={() => {
              onDiscard();
              setOffer(false);
            }}
          >
            {t('scripts.draft.discard')}
          </Button>
        </Space>
      }
    />
  );
}
