import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { accountActions, useAccountAction } from '../api/account-actions';
import type { AdminAccount } from '../api/get-accounts';
import { useGroups } from '../api/get-groups';
import { mutualGroups } from '../lib/agent-filters';
import { GroupPickModal } from './group-pick-modal';

type Props = { selected: AdminAccount[]; onDone: () => void };
type Open = 'add' | 'remove' | 'delete' | 'block' | null;

/**
 * Bulk actions on the selected agents (AGENT-14..22): block (after a confirmation) and unblock in
 * one call each, each saying how many agents it changed; delete one call per agent, add to groups
 * one call per agent, remove from the groups all of them share.
 */
export function AgentBulkActions({ selected, onDone }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const groups = useGroups({ number: 0, size: 1000 });
  const ids = selected.map((a) => a.id);

  const run = useAccountAction(async (work: () => Promise<unknown>) => work());
  const act = async (work: () => Promise<unknown>, done = t('agents.messages.saved')) => {
    try {
      await run.mutateAsync([work]);
      feedback.message.success(done);
      setOpen(null);
      onDone();
    } catch (error) {
      feedback.message.error((error as Error).message);
    }
  };
  const oneByOne = (each: (id: number) => Promise<unknown>) => async () => {
    for (const id of ids) await each(id);
  };

  return (
    <Space wrap>
      <Button disabled={!ids.length} onClick={() => setOpen('block')}>
        {t('agents.actions.block')}
      </Button>
      <Button
        disabled={!ids.length}
        onClick={() =>
          void act(() => accountActions.unblock(ids), t('agents.messages.unblocked', { count: ids.length }))
        }
      >
        {t('agents.actions.unblock')}
      </Button>
      <Button danger disabled={!ids.length} onClick={() => setOpen('delete')}>
        {t('agents.actions.delete')}
      </Button>
      <Button disabled={!ids.length} onClick={() => setOpen('add')}>
        {t('agents.actions.addToGroups')}
      </Button>
      <Button disabled={!ids.length} onClick={() => setOpen('remove')}>
        {t('agents.actions.removeFromGroups')}
      </Button>
      {/* Blocking ends the agents' open sessions at once (ADMIN-37): asked first, like delete. */}
      <Modal
        open={open === 'block'}
        title={t('agents.actions.block')}
        okText={t('agents.actions.block')}
        okButtonProps={{ danger: true }}
        confirmLoading={run.isPending}
        onOk={() => void act(() => accountActions.block(ids), t('agents.messages.blocked', { count: ids.length }))}
        onCancel={() => setOpen(null)}
      >
        {t('agents.messages.confirmBlock', { count: ids.length })}
      </Modal>
      <Modal
        open={open === 'delete'}
        title={t('agents.actions.delete')}
        okButtonProps={{ danger: true }}
        confirmLoading={run.isPending}
        onOk={() => void act(oneByOne((id) => accountActions.remove(id)))}
        onCancel={() => setOpen(null)}
      >
        {t('agents.messages.confirmDelete', { count: ids.length })}
      </Modal>
      <GroupPickModal
        open={open === 'add'}
        title={t('agents.actions.addToGroups')}
        groups={(groups.data?.content ?? []).map((g) => ({ id: g.id, name: g.name }))}
        saving={run.isPending}
        onOk={(groupIds) => void act(oneByOne((id) => accountActions.addToGroups(id, groupIds)))}
        onCancel={() => setOpen(null)}
      />
      <GroupPickModal
        open={open === 'remove'}
        title={t('agents.actions.removeFromGroups')}
        groups={mutualGroups(selected)}
        emptyText={t('agents.messages.noMutualGroups')}
        saving={run.isPending}
        onOk={(groupIds) => void act(() => accountActions.removeFromGroups(ids, groupIds))}
        onCancel={() => setOpen(null)}
      />
    </Space>
  );
}
