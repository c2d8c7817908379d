import { List, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { reportRowErrorText } from '@/lib/errors/report-row-error-text';
import { useValidationErrors } from '../api/get-validation-errors';

/** The 'Validation errors' modal (DREP-18, DREP-19): each error item's text, in the user's language when it has a code. */
export function ValidationErrorsModal({ reportId, onClose }: { reportId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const errors = useValidationErrors(reportId);
  return (
    <Modal open title={t('providerReports.errors.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <List
        size="small"
        loading={errors.isLoading}
        dataSource={errors.data?.errors ?? []}
        renderItem={(item) => <List.Item>{reportRowErrorText(t, item)}</List.Item>}
      />
    </Modal>
  );
}
