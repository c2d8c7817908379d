import { DTK_REGION_ID } from '@umbrella/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { useTags } from '../api/get-tags';
import { useTransferToDtk } from '../api/transfer-to-dtk';

/**
 * The Transfer to DTK button itself; success says how many orders went (DREP-45, DREP-46,
 * SEARCH-31, SEARCH-32). It waits, disabled, until the list beside it has found orders to send.
 */
export function TransferToDtkButton({ found }: { found: number | undefined }) {
  const { t } = useTranslation();
  const transfer = useTransferToDtk();

  const onTransfer = async () => {
    try {
      const count = await transfer.mutateAsync();
      feedback.notification.success({
        message: t('search.dtk.done'),
        description: t('search.dtk.count', { count }),
      });
    } catch (error) {
      feedback.message.error(`${t('search.serverError')} ${(error as Error).message}`);
    }
  };

  return (
    <Button loading={transfer.isPending} disabled={!found} onClick={() => void onTransfer()}>
      {t('search.dtk.button')}
    </Button>
  );
}

/**
 * Transfer to DTK among the search's bulk actions (transfer-to-dtk:orders, SEARCH-29..32): shown
 * only when the search is in the DTK region with both the DTK and the VERIFIED tag selected.
 */
export function DtkTransferButton({
  regionId,
  tagIds,
  found,
}: {
  regionId: string | undefined;
  tagIds: readonly number[];
  found: number | undefined;
}) {
  const tags = useTags(regionId === DTK_REGION_ID ? regionId : undefined).data ?? [];
  const chosen = new Set(tags.filter((tag) => tagIds.includes(tag.id)).map((tag) => tag.value));
  if (regionId !== DTK_REGION_ID || !chosen.has('DTK') || !chosen.has('VERIFIED')) return null;
  return <TransferToDtkButton found={found} />;
}
