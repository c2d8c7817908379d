import { UploadOutlined } from '@ant-design/icons';
import { formatMoney, ORDER_STATUS } from '@umbrella/contract';
import { Button, Card, Table, type TableProps, Tag, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { useCurrentUser } from '@/hooks/use-current-user';
import { feedback } from '@/lib/feedback/feedback';
import { formatDateTime } from '@/lib/format/format-date';
import { useOrderPaymentDocuments, useOrderStatus } from '../api/get-order-payment-documents';
import { useUploadReceipt } from '../api/upload-receipt';
import type { PaymentDocument } from '../types';

/** Receipts are images or PDF (PAY-25); the server checks the bytes again. */
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,application/pdf';

/**
 * The order page's payment info (ORDER-65, ORDER-66): the order's payment documents with provider,
 * amount, status and download link; receipt upload for a Deposit order with
 * payment.document.receipt:upload (PAY-25, PAY-26, ORDER-21), one file at a time.
 */
export function OrderPaymentPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const status = useOrderStatus(orderId);
  const documents = useOrderPaymentDocuments(orderId);
  const upload = useUploadReceipt(orderId);
  const mayUpload =
    status === ORDER_STATUS.DEPOSIT && Boolean(user?.permissions.includes('payment.document.receipt:upload'));

  // Nothing to show for an order the page itself cannot show.
  if (status === undefined) return null;

  const columns: TableProps<PaymentDocument>['columns'] = [
    { key: 'created', title: t('payments.fields.created'), render: (_, row) => formatDateTime(row.created) },
    {
      key: 'status',
      title: t('payments.fields.status'),
      render: (_, row) => <Tag>{t(`payments.enum.status.${row.status}`)}</Tag>,
    },
    { key: 'provider', title: t('payments.fields.provider'), render: (_, row) => row.paymentProviderName ?? '—' },
    {
      key: 'amount',
      title: t('payments.fields.amount'),
      render: (_, row) => formatMoney(row.amount),
    },
    {
      key: 'link',
      title: t('payments.fields.receipt'),
      render: (_, row) =>
        row.documentLink ? (
          <a href={row.documentLink} target="_blank" rel="noreferrer">
            {t('payments.actions.download')}
          </a>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Card
      title={t('payments.panel.title')}
      size="small"
      data-testid="order-payment-panel"
      extra={
        mayUpload && (
          <Upload
            accept={RECEIPT_ACCEPT}
            maxCount={1}
            multiple={false}
            showUploadList={false}
            beforeUpload={(file) => {
              const allowed = RECEIPT_ACCEPT.split(',').includes(file.type);
              if (!allowed) feedback.message.error(t('payments.panel.wrongType'));
              return allowed || Upload.LIST_IGNORE;
            }}
            customRequest={({ file, onSuccess, onError }) => {
              upload
                .mutateAsync({ orderId, file: file as File, whodid: user?.email ?? '' })
                .then(() => {
                  feedback.message.success(t('payments.panel.uploaded'));
                  onSuccess?.(null);
                })
                .catch((error: Error) => {
                  feedback.notification.error({ title: t('payments.panel.uploadFailed'), description: error.message });
                  onError?.(error);
                });
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {t('payments.panel.upload')}
            </Button>
          </Upload>
        )
      }
    >
      <Table<PaymentDocument>
        size="small"
        rowKey="paymentDocumentId"
        columns={columns}
        dataSource={documents.data ?? []}
        loading={documents.isLoading}
        pagination={false}
        locale={{ emptyText: tableEmpty(t('payments.panel.empty')) }}
      />
    </Card>
  );
}
