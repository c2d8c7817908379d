import { DownloadOutlined } from '@ant-design/icons';
import { DOCUMENT_TYPES, DOCUMENTS_COUNT_CAP, DOCUMENTS_PAGE_SIZE } from '@umbrella/contract';
import { Badge, Button, Input, Select, Space, Table, type TableProps, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useUserRegions } from '@/lib/api/get-regions';
import { ApiError } from '@/lib/errors/app-errors';
import { feedback } from '@/lib/feedback/feedback';
import { formatDateTime } from '@/lib/format/format-date';
import { usePagedFilters } from '@/lib/table/use-paged-filters';
import { useExportDocuments } from '../api/export-documents';
import { useDocuments } from '../api/list-documents';
import type { DocumentDto, DocumentFilters, DocumentTab } from '../types';
import { DocumentEditModal } from './document-edit-modal';

const TABS: DocumentTab[] = ['general', 'assigned', 'reportTo', 'mine'];

/**
 * /documents (DOC-01..13): four tabs, each with its own list; filters region, type, short code
 * and assigned; 20 a page; closed shown in red; each row's unread comments. A row opens the
 * edit modal. Rows can be selected and exported as CSV, except by the agent position. The count
 * stops at 10 000 (decision 1221): "More than 10K documents".
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const {
    filters: { tab, ...filters },
    update,
    page,
    pagination,
  } = usePagedFilters<Omit<DocumentFilters, 'page'> & { tab: DocumentTab }>({
    tab: 'general',
    regionId: undefined,
    type: undefined,
    shortCode: undefined,
    assigned: undefined,
  });
  const [open, setOpen] = useState<DocumentDto>();
  const regions = useUserRegions();
  const documents = useDocuments(tab, { ...filters, page: page + 1 });
  const user = useCurrentUser();
  const mayExport = user !== undefined && user.claim.position !== 'Agent';
  const [selected, setSelected] = useState<DocumentDto[]>([]);
  const exporting = useExportDocuments();

  /** Only documents with an order can be exported (DOC-13); the server says the same. */
  const exportSelected = () => {
    const withOrder = selected.filter((d) => d.order !== null);
    if (!withOrder.length) {
      feedback.message.error(t('documents.export.notExportable'));
      return;
    }
    exporting.mutate(
      withOrder.map((d) => d.id),
      {
        onError: (error) =>
          feedback.message.error(
            error instanceof ApiError && error.status === 400
              ? t('documents.export.notExportable')
              : `${t('documents.export.failed')}: ${error.message}`,
          ),
      },
    );
  };

  const columns: TableProps<DocumentDto>['columns'] = [
    { key: 'id', title: t('documents.fields.id'), render: (_, row) => row.id },
    { key: 'type', title: t('documents.fields.type'), render: (_, row) => t(`documents.enum.types.${row.type}`) },
    {
      key: 'state',
      title: t('documents.fields.state'),
      render: (_, row) => (
        <Tag color={row.state === 'closed' ? 'red' : row.state === 'reopen' ? 'orange' : 'blue'}>
          {t(`documents.enum.states.${row.state}`)}
        </Tag>
      ),
    },
    { key: 'shortCode', title: t('documents.fields.shortCode'), render: (_, row) => row.order?.shortCode ?? '—' },
    { key: 'fullName', title: t('documents.fields.fullName'), render: (_, row) => row.order?.fullName ?? '—' },
    {
      key: 'assigned',
      title: t('documents.fields.assigned'),
      render: (_, row) => `${row.assigned.name} ${row.assigned.surname}`,
    },
    { key: 'created', title: t('documents.fields.created'), render: (_, row) => formatDateTime(row.created) },
    {
      key: 'unread',
      title: t('documents.fields.unread'),
      render: (_, row) => <Badge count={row.unreadCount} data-testid={`unread-${row.id}`} />,
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key as DocumentTab })}
        items={TABS.map((key) => ({ key, label: t(`documents.tabs.${key}`) }))}
      />
      <Space wrap data-testid="documents-filters">
        <Select
          allowClear
          aria-label={t('documents.fields.region')}
          placeholder={t('documents.fields.region')}
          value={filters.regionId}
          onChange={(value?: string) => update({ regionId: value })}
          options={(regions.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          style={{ width: 160 }}
        />
        <Select
          allowClear
          aria-label={t('documents.fields.type')}
          placeholder={t('documents.fields.type')}
          value={filters.type}
          onChange={(value?: string) => update({ type: value })}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documents.enum.types.${type}`) }))}
          style={{ width: 200 }}
        />
        <Input.Search
          allowClear
          aria-label={t('documents.fields.shortCode')}
          placeholder={t('documents.fields.shortCode')}
          defaultValue={filters.shortCode}
          onSearch={(value) => update({ shortCode: value.trim() || undefined })}
          style={{ width: 200 }}
        />
        {mayExport && (
          <Button
            icon={<DownloadOutlined />}
            disabled={!selected.length}
            loading={exporting.isPending}
            onClick={exportSelected}
          >
            {t('documents.export.button')}
          </Button>
        )}
        {documents.data && (
          <Typography.Text data-testid="documents-count">
            {documents.data.count >= DOCUMENTS_COUNT_CAP
              ? t('documents.count.capped')
              : t('documents.count.found', { count: documents.data.count })}
          </Typography.Text>
        )}
      </Space>
      <Table<DocumentDto>
        data-testid="documents-list"
        rowKey="id"
        columns={columns}
        // The agent position has no row selection, and so no export (DOC-11).
        rowSelection={
          mayExport
            ? {
                preserveSelectedRowKeys: true,
                selectedRowKeys: selected.map((d) => d.id),
                onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
              }
            : undefined
        }
        dataSource={documents.data?.data ?? []}
        loading={documents.isFetching}
        onRow={(row) => ({
          // A click on the selection box selects; anywhere else on the row opens the document.
          onClick: (event) => {
            if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) setOpen(row);
          },
          style: { cursor: 'pointer' },
        })}
        pagination={pagination(documents.data?.count ?? 0, DOCUMENTS_PAGE_SIZE)}
      />
      {open && <DocumentEditModal document={open} onClose={() => setOpen(undefined)} />}
    </Space>
  );
}
