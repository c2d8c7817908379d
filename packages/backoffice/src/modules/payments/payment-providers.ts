/** The payment providers a screen offers: the direct ones (banks, wallets) a receipt names, the report ones. */
import type { PaymentProviderDto } from '@umbrella/contract';
import { assertRegion } from '../../platform/region-scope.js';
import type { PaymentCaller, PaymentParts } from './parts.js';
import { listProviders } from './repo.js';

const toDto = (p: { id: number; name: string; kind: PaymentProviderDto['kind'] }): PaymentProviderDto => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
});

export function createPaymentProviders({ db }: Pick<PaymentParts, 'db'>) {
  return {
    /** Direct providers (PAY-30) of a region of the caller's, or of any of them: a bank serves its country. */
    async directProviders(caller: PaymentCaller, regionId?: string): Promise<PaymentProviderDto[]> {
      if (regionId) assertRegion(caller, regionId);
      return (await listProviders(db, 'direct', regionId ? [regionId] : [...caller.regionIds])).map(toDto);
    },

    /** Report providers (RECON-07), whose reconciliation reports list orders paid together. */
    async reportProviders(): Promise<PaymentProviderDto[]> {
      return (await listProviders(db, 'report')).map(toDto);
    },
  };
}
