import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/auth/session-context';
import { hasPermission } from '@/lib/authorization';
import { feedback } from '@/lib/feedback/feedback';
import { useRefuseOrders } from '../api/refuse-orders';
import type { OrderSearchBody, OrderSearchRow } from '../types';
import { DtkTransferButton } from './dtk-transfer-button';
import { SendSheetButton } from './send-sheet-button';

type Props = {
  selected: OrderSearchRow[];
  command: OrderSearchBody;
  onDone: () => void;
  refuseOnly?: boolean;
  /** How many orders the search found, once it answered. */
  found?: number;
};

/**
 * Bulk actions of the search: refuse the selected orders, with a confirmation (order:refuse,
 * SEARCH-21), and send the current search as a sheet by e-mail (order.list.to_google_sheet,
 * SEARCH-24), and transfer the DTK region's verified orders to DTK (SEARCH-29..32). Each is shown
 * only to those who may use it.
 */
export function BulkActions({ selected, command, onDone, refuseOnly = false, found }: Props) {
  const { t } = useTranslation();
  const permissions = useSessionUser()?.claims.permissions ?? [];
  const refuse = useRefuseOrders();
  const [confirming, setConfirming] = useState(false);
  const leadIds = [...new Set(selected.flatMap((row) => (row.order.leadId ? [row.order.leadId] : [])))];

  const refuseSelected = async () => {
    try {
      const result = await refuse.mutateAsync(leadIds);
      feedback.message.success(
        t('search.refuse.done', { refused: result.refused.length, skipped: result.skipped.length }),
      );
      setConfirming(false);
      onDone();
    } catch (error) {
      feedback.message.error(`${t('search.serverError')} ${(error as Error).message}`);
    }
  };

  return (
    <Space wrap>
      {hasPermission(permissions, 'order:refuse') && (
        <>
          <Button danger disabled={!leadIds.length} onClick={() => setConfirming(true)}>
            {t('search.refuse.button', { count: selected.length })}
          </Button>
          <Modal
            open={confirming}
            title={t('search.refuse.confirmTitle')}
            okText={t('search.refuse.ok')}
            okButtonProps={{ danger: true }}
            confirmLoading={refuse.isPending}
            onOk={() => void refuseSelected()}
            onCancel={() => setConfirming(false)}
          >
            {t('search.refuse.confirm', { count: selected.length })}
          </Modal>
        </>
      )}
      {!refuseOnly && hasPermission(permissions, 'order.list.to_google_sheet') && <SendSheetButton command={command} />}
      {!refuseOnly && hasPermission(permissions, 'transfer-to-dtk:orders') && (
        <DtkTransferButton regionId={command.filters?.regionId} tagIds={command.filters?.tagIds ?? []} found={found} />
      )}
    </Space>
  );
}
