import { DOCUMENT_INFO_MAX, DOCUMENT_STATES, DOCUMENT_TYPES, type DocumentField } from '@umbrella/contract';
import { Descriptions, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useRegionUsers } from '../api/get-users';
import { useUpdateDocumentField } from '../api/update-document-field';
import type { DocumentDto } from '../types';

const fullName = (p: { name: string; surname: string }) => `${p.name} ${p.surname}`.trim();

/** The edit modal's side form: type, ID, assigned to, state, report to, additional info, created, updated (DOC-20, DOC-21). */
export function DocumentSideForm({ document }: { document: DocumentDto }) {
  const { t } = useTranslation();
  const users = useRegionUsers(document.regionId);
  const update = useUpdateDocumentField(document.id);
  const save = (field: DocumentField, value: string | number) => update.mutate({ field, value });
  const people = (users.data ?? []).map((u) => ({ value: u.id, label: fullName(u) }));

  return (
    <Descriptions column={1} size="small" bordered data-testid="document-side-form">
      <Descriptions.Item label={t('documents.fields.type')}>
        <Select
          aria-label={t('documents.fields.type')}
          defaultValue={document.type}
          onChange={(value: string) => save('type', value)}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documents.enum.types.${type}`) }))}
          style={{ width: '100%' }}
        />
      </Descriptions.Item>
      <Descriptions.Item label={t('documents.fields.id')}>{document.id}</Descriptions.Item>
      <Descriptions.Item label={t('documents.fields.assigned')}>
        <Select
          aria-label={t('documents.fields.assigned')}
          showSearch={{ optionFilterProp: 'label' }}
          defaultValue={document.assigned.id}
          onChange={(value: number) => save('assigned', value)}
          options={people.length ? people : [{ value: document.assigned.id, label: fullName(document.assigned) }]}
          style={{ width: '100%' }}
        />
      </Descriptions.Item>
      <Descriptions.Item label={t('documents.fields.state')}>
        <Select
          aria-label={t('documents.fields.state')}
          defaultValue={document.state}
          onChange={(value: string) => save('state', value)}
          options={DOCUMENT_STATES.map((state) => ({ value: state, label: t(`documents.enum.states.${state}`) }))}
          style={{ width: '100%' }}
        />
      </Descriptions.Item>
      <Descriptions.Item label={t('documents.fields.reportTo')}>
        <Select
          aria-label={t('documents.fields.reportTo')}
          showSearch={{ optionFilterProp: 'label' }}
          defaultValue={document.reportTo.id}
          onChange={(value: number) => save('reportTo', value)}
          options={people.length ? people : [{ value: document.reportTo.id, label: fullName(document.reportTo) }]}
          style={{ width: '100%' }}
        />
      </Descriptions.Item>
      <Descriptions.Item label={t('documents.fields.additionalInfo')}>
        <Input.TextArea
          aria-label={t('documents.fields.additionalInfo')}
          defaultValue={document.additionalInfo}
          maxLength={DOCUMENT_INFO_MAX}
          onBlur={(event) =>
            event.target.value !== document.additionalInfo && save('additionalInfo', event.target.value)
          }
        />
      </Descriptions.Item>
      <Descriptions.Item label={t('documents.fields.created')}>{formatDateTime(document.created)}</Descriptions.Item>
      <Descriptions.Item label={t('documents.fields.updated')}>{formatDateTime(document.updated)}</Descriptions.Item>
    </Descriptions>
  );
}
