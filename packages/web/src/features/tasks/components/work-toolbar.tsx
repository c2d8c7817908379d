import { FileSearchOutlined, HistoryOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Opened on demand: their tables, tabs and timeline stay out of the JavaScript /tasks needs to paint.
const AddLeadModal = lazy(async () => ({ default: (await import('./add-lead-modal')).AddLeadModal }));
const HistoryDrawer = lazy(async () => ({ default: (await import('./history-drawer')).HistoryDrawer }));
const OrdersHistoryModal = lazy(async () => ({ default: (await import('./orders-history-modal')).OrdersHistoryModal }));
const SearchModal = lazy(async () => ({ default: (await import('./search-modal')).SearchModal }));

type Open = 'history' | 'orders' | 'search' | 'addLead' | null;

/**
 * The lead work panel's tools (LEAD-07..09, LEAD-14, TASK-29): the "History" drawer of the
 * task, the "Orders" history, the search modal and the add-lead modal.
 */
export function WorkToolbar({ taskId, onClaim }: { taskId: number | null; onClaim: (leadId: number) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Space wrap>
        {taskId !== null && (
          <Button icon={<HistoryOutlined />} onClick={() => setOpen('history')}>
            {t('tasks.toolbar.history')}
          </Button>
        )}
        <Button icon={<UnorderedListOutlined />} onClick={() => setOpen('orders')}>
          {t('tasks.toolbar.orders')}
        </Button>
        <Button icon={<FileSearchOutlined />} onClick={() => setOpen('search')}>
          {t('tasks.toolbar.search')}
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => setOpen('addLead')}>
          {t('tasks.toolbar.addLead')}
        </Button>
      </Space>
      <Suspense fallback={null}>
        {taskId !== null && open === 'history' && <HistoryDrawer taskId={taskId} open onClose={close} />}
        {open === 'orders' && <OrdersHistoryModal open onClose={close} />}
        {open === 'search' && <SearchModal open onClose={close} onClaim={onClaim} />}
        {open === 'addLead' && <AddLeadModal open onClose={close} />}
      </Suspense>
    </>
  );
}
