import { MASKED_PHONE } from '@umbrella/contract';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRevealLeadPhone } from '../api/reveal-lead-phone';

/** The lead's phone; a masked one ('****', voip users) can be revealed, which the server records. */
export function LeadPhone({ leadId, phone }: { leadId: number; phone: string }) {
  const { t } = useTranslation();
  const reveal = useRevealLeadPhone(leadId);
  const shown = reveal.data ?? phone;
  return (
    <>
      <span data-testid="lead-phone">{shown}</span>
      {shown === MASKED_PHONE && (
        <Button
          size="small"
          type="link"
          loading={reveal.isPending}
          onClick={() => reveal.mutate()}
          data-testid="reveal-phone"
        >
          {t('leads.phone.reveal')}
        </Button>
      )}
      {reveal.isError && (
        <Typography.Text type="danger" data-testid="reveal-error">
          {t('leads.phone.refused')}
        </Typography.Text>
      )}
    </>
  );
}
