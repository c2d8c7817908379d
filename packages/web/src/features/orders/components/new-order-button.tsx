import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '@/hooks/use-current-user';
import { leadQueryOptions } from '@/lib/api/fetch-lead';
import { feedback } from '@/lib/feedback/feedback';
import type { OrderLead } from '../types';
import { DeferredOrderModal, preloadOrderModal } from './deferred-order-modal';

/**
 * The header's "New order" button (SHELL-50, order:create:feature): asks for the lead, opens the
 * order modal without a task, and after the order goes to /order/{id} with "Order created {shortCode}"
 * (ONEW-110, TASK-23/24).
 */
export function NewOrderButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [asking, setAsking] = useState(false);
  const [leadId, setLeadId] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [lead, setLead] = useState<OrderLead | null>(null);
  const [error, setError] = useState<string | null>(null);

  const openLead = async () => {
    if (!leadId) return;
    setLoading(true);
    setError(null);
    try {
      setLead(await queryClient.fetchQuery(leadQueryOptions(leadId)));
      setAsking(false);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(t('orders.newOrder.leadNotFound', { id: leadId, message }));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setAsking(true)}
        onPointerEnter={preloadOrderModal}
        onFocus={preloadOrderModal}
        data-testid="new-order"
      >
        {t('shell.header.newOrder')}
      </Button>
      <Modal
        open={asking}
        title={t('orders.newOrder.title')}
        okText={t('orders.newOrder.open')}
        okButtonProps={{ disabled: !leadId, loading }}
        onOk={() => void openLead()}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('orders.newOrder.leadId')}
            validateStatus={error ? 'error' : undefined}
            help={error ?? undefined}
          >
            <InputNumber
              aria-label={t('orders.newOrder.leadId')}
              min={1}
              precision={0}
              style={{ width: '100%' }}
              value={leadId}
              onChange={setLeadId}
              onPressEnter={() => void openLead()}
              autoFocus
            />
          </Form.Item>
        </Form>
      </Modal>
      {lead && (
        <DeferredOrderModal
          open
          mode="create"
          lead={lead}
          task={null}
          isManager={(user?.position ?? user?.claim.position) === 'MANAGER'}
          onClose={() => setLead(null)}
          onCreated={(order) => {
            setLead(null);
            feedback.message.success(t('orders.created.orderCreated', { shortCode: order.shortCode }), 3);
            navigate(`/order/${order.id}`);
          }}
        />
      )}
    </>
  );
}
