import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scriptWrites, useScriptWrite } from '../api/save-script';
import type { ScriptSummary } from '../types';

/** The editor's heading: the script's name with Rename (once changed), its product and region. */
export function ScriptNameBar({ script }: { script: ScriptSummary }) {
  const { t } = useTranslation();
  const [name, setName] = useState(script.scriptName);
  const rename = useScriptWrite(scriptWrites.rename);
  return (
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
  );
}
