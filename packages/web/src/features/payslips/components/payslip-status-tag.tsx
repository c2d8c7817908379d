import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Payslip } from '../api/get-payslips';

const COLORS = { DRAFT: 'gold', APPROVED: 'green', DECLINED: 'red' } as const;

/** PAYSLIP-04: a payslip's status. */
export function PayslipStatusTag({ status }: { status: Payslip['status'] }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`payslips.enum.status.${status}`)}</Tag>;
}
