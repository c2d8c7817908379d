import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** Previous and Next through the order modal's steps, then Approve once its countdown ends. */
export function WizardFooter({
  step,
  lastStep,
  onPrevious,
  onNext,
  nextDisabled,
  onApprove,
  countdown,
  approveDisabled,
  pending,
}: {
  step: number;
  lastStep: number;
  onPrevious: () => void;
  onNext: () => void;
  nextDisabled: boolean;
  onApprove: () => void;
  countdown: number;
  approveDisabled: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Flex justify="flex-end" gap={8}>
      <Button disabled={step === 0} onClick={onPrevious}>
        {t('orders.modal.previous')}
      </Button>
      {step < lastStep ? (
        <Button type="primary" onClick={onNext} disabled={nextDisabled}>
          {t('orders.modal.next')}
        </Button>
      ) : (
        <Button type="primary" onClick={onApprove} disabled={countdown > 0 || approveDisabled} loading={pending}>
          {countdown > 0 ? t('orders.modal.approve', { count: countdown }) : t('orders.modal.approveReady')}
        </Button>
      )}
    </Flex>
  );
}
