import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { feedback } from '@/lib/feedback/feedback';
import { formatDateTime } from '@/lib/format/format-date';
import { usePage } from '@/lib/table/use-paged-filters';
import { useArchiveForm } from '../api/archive-form';
import { type QualityFormSummary, useForms } from '../api/list-forms';
import { FormEditorModal } from './form-editor-modal';

export const FORMS_PAGE_SIZE = 20;

/** The evaluation forms calls are scored with, per product (decision 1806). */
export function FormsTab() {
  const { t } = useTranslation();
  const { page, pagination } = usePage();
  const forms = useForms({ page, size: FORMS_PAGE_SIZE });
  const archive = useArchiveForm();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);

  const onArchive = async (form: QualityFormSummary) => {
    try {
      await archive.mutateAsync(form.id);
      feedback.message.success(t('quality.forms.archived', { name: form.name }));
    } catch (error) {
      feedback.message.error((error as Error).message);
    }
  };

  return (
    <>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('quality.forms.create')}
        </Button>
        <Table<QualityFormSummary>
          rowKey="id"
          size="small"
          loading={forms.isFetching}
          dataSource={forms.data?.content ?? []}
          locale={{ emptyText: tableEmpty(t('quality.forms.empty')) }}
          pagination={pagination(forms.data?.totalSize ?? 0, FORMS_PAGE_SIZE)}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('quality.fields.name') },
            { key: 'product', dataIndex: 'productName', title: t('quality.fields.product') },
            { key: 'version', dataIndex: 'versionNumber', title: t('quality.fields.version') },
            {
              key: 'questions',
              title: t('quality.fields.questions'),
              render: (_, f) => t('quality.forms.questionCount', { count: f.questionCount, critical: f.criticalCount }),
            },
            {
              key: 'updatedAt',
              dataIndex: 'updatedAt',
              title: t('quality.fields.updatedAt'),
              render: (at: string) => formatDateTime(at),
            },
            {
              key: 'actions',
              title: '',
              render: (_, f) => (
                <Space>
                  <Button size="small" onClick={() => setEditing({ id: f.id })}>
                    {t('quality.forms.edit')}
                  </Button>
                  <Popconfirm
                    title={t('quality.forms.archiveConfirm', { name: f.name })}
                    okText={t('quality.forms.archive')}
                    cancelText={t('quality.forms.cancel')}
                    onConfirm={() => onArchive(f)}
                  >
                    <Button size="small" danger>
                      {t('quality.forms.archive')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Space>
      <FormEditorModal open={editing !== null} formId={editing?.id} onClose={() => setEditing(null)} />
    </>
  );
}
