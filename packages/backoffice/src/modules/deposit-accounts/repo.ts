/** The deposit_accounts table: a region's list, read in order and replaced as a whole. */
import type { DepositAccountDto, DepositAccountInput } from '@umbrella/contract';
import type { ModuleDb } from '../../db/owners.js';

export async function listRegionAccounts(
  db: ModuleDb<'deposit-accounts'>,
  regionId: string,
): Promise<DepositAccountDto[]> {
  const rows = await db
    .selectFrom('deposit_accounts')
    .select(['id', 'region_id', 'kind', 'institution', 'label', 'account_number', 'holder'])
    .where('region_id', '=', regionId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    regionId: r.region_id,
    kind: r.kind,
    institution: r.institution,
    label: r.label,
    accountNumber: r.account_number,
    holder: r.holder,
  }));
}

export async function replaceRegionAccounts(
  trx: ModuleDb<'deposit-accounts'>,
  regionId: string,
  accounts: readonly DepositAccountInput[],
  at: Date,
): Promise<void> {
  await trx.deleteFrom('deposit_accounts').where('region_id', '=', regionId).execute();
  if (!accounts.length) return;
  await trx
    .insertInto('deposit_accounts')
    .values(
      accounts.map((a, position) => ({
        region_id: regionId,
        position,
        kind: a.kind,
        institution: a.institution.trim(),
        label: a.label.trim(),
        account_number: a.accountNumber.trim(),
        holder: a.holder.trim(),
        updated_at: at,
      })),
    )
    .execute();
}
