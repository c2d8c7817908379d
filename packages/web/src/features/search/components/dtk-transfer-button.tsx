import { DTK_REGION_ID } from '@umbrella/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { useTags } from '../api/get-tags';
import { useTransferToDtk } from '../api/transfer-to-dtk';

/**
 * Transfer to DTK (transfer-to-dtk:orders, SEARCH-29..32, DREP-45, DREP-46): shown only when the
 * search is in the DTK region with both the DTK and the VERIFIED tag selected; success says
 * "Orders successfully transferred" with "{n} order(s) transferred to DTK".
 */
export function DtkTransferButton({ regionId, tagIds }: { regionId: string | undefined; tagIds: readonly number[] }) {
  const { t } = useTranslation();
  const tags = useTags(regionId === DTK_REGION_ID ? regionId : undefined).data ?? [];
  const transfer = useTransferToDtk();
  const chosen = new Set(tags.filter((tag) => tagIds.includes(tag.id)).map((tag) => tag.value));
  if (regionId !== DTK_REGION_ID || !chosen.has('DTK') || !chosen.has('VERIFIED')) return null;

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
    <Button loading={transfer.isPending} onClick={() => void onTransfer()}>
      {t('search.dtk.button')}
    </Button>
  );
}
