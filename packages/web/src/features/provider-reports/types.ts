import type { DeliveryReportDto } from '@umbrella/contract';

export type ProviderReport = DeliveryReportDto;
