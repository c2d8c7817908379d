import { Button, Empty, List, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScriptsToConfirm } from '../api/scripts-to-confirm';
import { ScriptConfirmDetail } from './script-confirm-detail';

/**
 * The agent's script confirmation screen (SCRIPT-17..24): the scripts to confirm, each undone
 * until confirmed; a script's detail; Done only once every script is confirmed, then the work.
 */
export function ScriptConfirmationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scripts = useScriptsToConfirm();
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [openId, setOpenId] = useState<number>();
  if (!scripts.data) return <Spin />;
  const items = scripts.data;
  const open =
    items.find((s) => s.lastPublishedScriptVersionId === openId) ??
    items.find((s) => !done.has(s.lastPublishedScriptVersionId));
  const allDone = items.every((s) => done.has(s.lastPublishedScriptVersionId));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {items.length === 0 ? (
        <Empty description={t('scripts.confirm.nothing')} />
      ) : (
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          <List
            data-testid="scripts-to-confirm"
            style={{ flex: '0 0 280px' }}
            bordered
            dataSource={items}
            renderItem={(item) => {
              const isDone = done.has(item.lastPublishedScriptVersionId);
              return (
                <List.Item
                  onClick={() => setOpenId(item.lastPublishedScriptVersionId)}
                  style={{ cursor: 'pointer' }}
                  aria-current={open?.lastPublishedScriptVersionId === item.lastPublishedScriptVersionId}
                >
                  <span>{item.scriptName}</span>
                  <Tag color={isDone ? 'green' : 'red'}>
                    {isDone ? t('scripts.confirm.done') : t('scripts.confirm.undone')}
                  </Tag>
                </List.Item>
              );
            }}
          />
          {open && (
            <ScriptConfirmDetail
              key={open.lastPublishedScriptVersionId}
              script={open}
              done={done.has(open.lastPublishedScriptVersionId)}
              onConfirmed={() => setDone((current) => new Set([...current, open.lastPublishedScriptVersionId]))}
            />
          )}
        </div>
      )}
      <Button type="primary" disabled={!allDone} onClick={() => navigate('/tasks')}>
        {t('scripts.confirm.finish')}
      </Button>
    </Space>
  );
}
