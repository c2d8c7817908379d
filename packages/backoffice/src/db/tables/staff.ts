import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp, UpdatedAt } from './columns.js';

// Payslips (0035-payslips).
export type SalaryChargeType =
  | 'COD_ORDER_DELIVERED_BONUS'
  | 'COD_ORDER_CANCELLED_FEE'
  | 'PREPAID_ORDER_PAID_BONUS'
  | 'SIX_PACK_BONUS'
  | 'NINE_PACK_BONUS'
  | 'RESALE_ORDER_DELIVERED_BONUS'
  | 'ARBITRARY_FEE';
export type PayslipStatus = 'DRAFT' | 'APPROVED' | 'DECLINED';
/** bigint: read back as a number (PGlite) or a string (pg); Number() it. */
type Bigint = ColumnType<number | string, number | bigint | string, number | bigint | string>;

export interface PayslipTariffsTable {
  region_id: string;
  currency: string;
  charge_type: SalaryChargeType;
  /** What one order earns (a fee: what it costs), in the currency's minor units, never negative. */
  amount_minor: number;
}
export interface PayslipUsdRatesTable {
  currency: string;
  /** numeric: read back as a string; Number() it. */
  units_per_usd: ColumnType<string | number, string | number, string | number>;
}
export interface PayslipsTable {
  id: Generated<number>;
  doc_number: string;
  period_from: Timestamp;
  period_to: Timestamp;
  status: ColumnType<PayslipStatus, PayslipStatus | undefined, PayslipStatus>;
  created_by: number | null;
  created_at: CreatedAt;
  approved_by: number | null;
  approved_at: NullableTimestamp;
}
export interface PayslipRegionsTable {
  payslip_id: number;
  region_id: string;
}
export interface AccountPayslipsTable {
  id: Generated<number>;
  payslip_id: number;
  account_id: number;
  salary_currency: Generated<string>;
}
export interface SalaryItemsTable {
  id: Generated<number>;
  account_payslip_id: number;
  charge_type: SalaryChargeType;
  region_id: string | null;
  currency: string;
  amount_minor: Bigint;
  salary_amount_minor: Generated<number | string>;
  amount_usd_minor: Generated<number | string>;
  correction: Generated<boolean>;
  comment: string | null;
  who_did: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
export interface SalaryItemOrdersTable {
  salary_item_id: number;
  order_id: number;
  amount_minor: number;
}

// Employees (0036-employees).
export type EmploymentForm = 'PAYROLL' | 'CONTRACT_AGREEMENT';
export interface StaffPositionsTable {
  id: Generated<number>;
  name: string;
}
export interface LegalEntitiesTable {
  id: Generated<number>;
  name: string;
  country: string;
}
export interface EmployeeInfoTable {
  account_id: number;
  position_id: number | null;
  legal_entity_id: number | null;
  employment_form: EmploymentForm | null;
  assignment_date: NullableTimestamp;
  dismissal_date: NullableTimestamp;
  updated_at: UpdatedAt;
}

/** The staff tables (payslips and employees), by table name; db/types.ts composes Database from these. */
export interface StaffTables {
  payslip_tariffs: PayslipTariffsTable;
  payslip_usd_rates: PayslipUsdRatesTable;
  payslips: PayslipsTable;
  payslip_regions: PayslipRegionsTable;
  account_payslips: AccountPayslipsTable;
  salary_items: SalaryItemsTable;
  salary_item_orders: SalaryItemOrdersTable;
  staff_positions: StaffPositionsTable;
  legal_entities: LegalEntitiesTable;
  employee_info: EmployeeInfoTable;
}
