import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/lib/api/api';
import { ApiError } from '@/lib/errors/app-errors';

/** CDR-17..20: the masked phone, revealed on request with getLeadPhone; a refusal shows errors.permissions. */
export function CallPhone({ leadId, phone }: { leadId: number; phone: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string>();
  const [refused, setRefused] = useState(false);
  const reveal = async () => {
    try {
      const answer = unwrap(
        await api().POST('/module/leads/api/v1/phones/lead/{id}', { params: { path: { id: leadId } } }),
      );
      setShown(answer.phone);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setRefused(true);
    }
  };
  if (shown) return <span>{shown}</span>;
  return (
    <span>
      {phone}{' '}
      {phone.includes('*') && (
        <Button size="small" type="link" onClick={() => void reveal()}>
          {t('cdr.actions.reveal')}
        </Button>
      )}
      {refused && <Typography.Text type="danger">{t('errors.permissions')}</Typography.Text>}
    </span>
  );
}
