import { Button, Checkbox, Popconfirm, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmScript } from '../api/scripts-to-confirm';
import type { ScriptToConfirm } from '../types';
import { ScriptHtml } from './script-html';

type View = 'all' | 'diff';

/**
 * One script to confirm (SCRIPT-21..23): the last confirmed version, the diff and the last
 * published version, or only the diff; "I read" must be ticked, and Confirm asks once more.
 */
export function ScriptConfirmDetail(props: { script: ScriptToConfirm; done: boolean; onConfirmed: () => void }) {
  const { t } = useTranslation();
  const { script } = props;
  const [view, setView] = useState<View>('all');
  const [read, setRead] = useState(false);
  const confirm = useConfirmScript();

  return (
    <Space orientation="vertical" style={{ flex: 1, minWidth: 0 }} data-testid="script-confirm-detail">
      <Typography.Title level={4}>
        {script.scriptName} · {script.productName}
      </Typography.Title>
      <Segmented<View>
        value={view}
        onChange={setView}
        options={[
          { value: 'all', label: t('scripts.confirm.all') },
          { value: 'diff', label: t('scripts.confirm.diff') },
        ]}
      />
      {view === 'all' && (
        <>
          <Typography.Text strong>{t('scripts.confirm.lastConfirmed')}</Typography.Text>
          {script.lastConfirmedScriptVersionContent ? (
            <ScriptHtml html={script.lastConfirmedScriptVersionContent} testId="last-confirmed" />
          ) : (
            <Typography.Text type="secondary">{t('scripts.confirm.noneConfirmed')}</Typography.Text>
          )}
        </>
      )}
      <Typography.Text strong>{t('scripts.confirm.diff')}</Typography.Text>
      <ScriptHtml html={script.diffHtml} testId="confirm-diff" />
      {view === 'all' && (
        <>
          <Typography.Text strong>{t('scripts.confirm.lastPublished')}</Typography.Text>
          <ScriptHtml html={script.lastPublishedScriptVersionContent} testId="last-published" />
        </>
      )}
      <Checkbox checked={read || props.done} disabled={props.done} onChange={(e) => setRead(e.target.checked)}>
        {t('scripts.confirm.iRead')}
      </Checkbox>
      <Popconfirm
        title={t('scripts.confirm.prompt')}
        okText={t('scripts.confirm.yes')}
        cancelText={t('scripts.confirm.no')}
        onConfirm={() => confirm.mutate(script.lastPublishedScriptVersionId, { onSuccess: props.onConfirmed })}
        disabled={!read || props.done}
      >
        <Button type="primary" disabled={!read || props.done} loading={confirm.isPending}>
          {t('scripts.confirm.confirm')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
