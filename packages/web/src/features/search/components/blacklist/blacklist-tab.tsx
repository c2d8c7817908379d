import {
  BLACKLIST_COMMENT_MAX,
  BLACKLIST_PAGE_SIZE,
  BLACKLIST_SEARCH_MIN,
  ORDER_PHONE_PATTERN,
} from '@umbrella/contract';
import { Button, Form, Input, Modal, Popconfirm, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { useSessionUser } from '@/lib/auth/session-context';
import { hasPermission } from '@/lib/authorization';
import { feedback } from '@/lib/feedback/feedback';
import { formatUtcDateTime } from '@/lib/format/format-date';
import { useModalSubmit } from '@/lib/forms/use-modal-submit';
import { usePagedFilters } from '@/lib/table/use-paged-filters';
import { type BlacklistEntry, useBlacklist, useBlockPhone, useUnblockPhone } from '../../api/blacklist';

/**
 * Tab 5, the phone blacklist (BLACKLIST-01..12): a phone search (empty or at least 4 characters),
 * pages of 20 with phone, created, author and comment, blocking a client (lead:blacklist:add) and
 * unblocking one after a confirmation (lead:blacklist:del).
 */
export function BlacklistTab() {
  const { t } = useTranslation();
  const permissions = useSessionUser()?.claims.permissions ?? [];
  const { filters, update, page, pagination } = usePagedFilters({ phone: '' }, { prefix: 'blacklist.' });
  const [blocking, setBlocking] = useState(false);
  const list = useBlacklist({
    page,
    pageSize: BLACKLIST_PAGE_SIZE,
    ...(filters.phone ? { phone: filters.phone } : {}),
  });
  const unblock = useUnblockPhone();

  const search = (value: string) => {
    const text = value.trim();
    if (text && text.length < BLACKLIST_SEARCH_MIN) {
      feedback.notification.error({
        message: t('blacklist.invalidPhoneTitle'),
        description: t('blacklist.invalidPhone'),
      });
      return;
    }
    update({ phone: text });
  };

  const remove = async (entry: BlacklistEntry) => {
    try {
      await unblock.mutateAsync(entry.id);
      feedback.message.success(t('blacklist.unblocked', { phone: entry.phone }));
    } catch (error) {
      feedback.message.error(`${t('blacklist.serverError')} ${(error as Error).message}`);
    }
  };

  const columns: TableProps<BlacklistEntry>['columns'] = [
    { key: 'phone', title: t('blacklist.phone'), dataIndex: 'phone' },
    { key: 'created', title: t('blacklist.created'), render: (_, entry) => formatUtcDateTime(entry.created) },
    { key: 'author', title: t('blacklist.author'), render: (_, entry) => entry.author ?? '—' },
    { key: 'comment', title: t('blacklist.comment'), render: (_, entry) => entry.comment ?? '' },
    ...(hasPermission(permissions, 'lead:blacklist:del')
      ? [
          {
            key: 'actions',
            title: '',
            render: (_: unknown, entry: BlacklistEntry) => (
              <Popconfirm
                title={t('blacklist.deleteConfirm', { phone: entry.phone })}
                onConfirm={() => remove(entry)}
                okText={t('blacklist.delete')}
              >
                <Button danger size="small">
                  {t('blacklist.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          aria-label={t('blacklist.search')}
          placeholder={t('blacklist.search')}
          allowClear
          maxLength={20}
          defaultValue={filters.phone}
          onSearch={search}
          style={{ width: 280 }}
        />
        {hasPermission(permissions, 'lead:blacklist:add') && (
          <Button type="primary" onClick={() => setBlocking(true)}>
            {t('blacklist.block')}
          </Button>
        )}
      </Space>
      <Table<BlacklistEntry>
        data-testid="blacklist"
        rowKey="id"
        columns={columns}
        dataSource={list.data?.leads ?? []}
        loading={list.isFetching}
        locale={{ emptyText: tableEmpty(list.isError ? t('blacklist.loadFailed') : t('blacklist.empty')) }}
        pagination={pagination(list.data?.totalSize ?? 0, BLACKLIST_PAGE_SIZE)}
      />
      <BlockClientModal open={blocking} onClose={() => setBlocking(false)} />
    </Space>
  );
}

type BlockForm = { phone: string; comment?: string };

/** Block client: phone required and E.164-checked, comment at most 80 (BLACKLIST-06..08). */
function BlockClientModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BlockForm>();
  const block = useBlockPhone();

  const { submit, submitting } = useModalSubmit(form, block, {
    variables: (values) => ({ phone: values.phone.trim(), ...(values.comment ? { comment: values.comment } : {}) }),
    success: (_blocked, values) => t('blacklist.blocked', { phone: values.phone.trim() }),
    onDone: () => {
      form.resetFields();
      onClose();
    },
    onError: (error) =>
      feedback.notification.error({ message: t('blacklist.serverError'), description: (error as Error).message }),
  });

  return (
    <Modal
      open={open}
      title={t('blacklist.block')}
      okText={t('blacklist.blockOk')}
      onOk={() => form.submit()}
      confirmLoading={submitting}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()} preserve={false}>
        <Form.Item
          name="phone"
          label={t('blacklist.phone')}
          rules={[
            { required: true, message: t('blacklist.phoneRequired') },
            { pattern: new RegExp(ORDER_PHONE_PATTERN), message: t('blacklist.phoneFormat') },
          ]}
        >
          <Input placeholder="+51987654321" autoFocus />
        </Form.Item>
        <Form.Item name="comment" label={t('blacklist.comment')}>
          <Input.TextArea maxLength={BLACKLIST_COMMENT_MAX} showCount rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
