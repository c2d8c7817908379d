import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/errors/app-errors';

type Props = { error: unknown; onRetry: () => void };

/** What a link that opens no order says: unknown, expired, closed, or a failure to try again. */
export function LinkProblem({ error, onRetry }: Props) {
  const { t } = useTranslation();
  const reason =
    error instanceof ApiError && error.status === 404
      ? 'unknown'
      : error instanceof ApiError && error.code === 'PAYMENT_LINK_EXPIRED'
        ? 'expired'
        : error instanceof ApiError && error.code === 'PAYMENT_LINK_CLOSED'
          ? 'closed'
          : 'failed';
  return (
    <Result
      status={reason === 'failed' ? 'error' : 'warning'}
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{t(`pay.problem.${reason}.title`)}</h1>}
      subTitle={t(`pay.problem.${reason}.hint`)}
      extra={
        reason === 'failed' && (
          <Button type="primary" onClick={onRetry}>
            {t('pay.problem.retry')}
          </Button>
        )
      }
    />
  );
}
