import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';
import * as identity from './0002-identity.js';
import * as workspace from './0003-workspace.js';
import * as telephony from './0004-telephony.js';
import * as orders from './0005-orders.js';
import * as workspaceClaim from './0006-workspace-claim.js';
import * as workspaceClaimOne from './0007-workspace-claim-one.js';
import * as workspaceClaimOnePlans from './0008-workspace-claim-one-plans.js';
import * as workspaceClaimScan from './0009-workspace-claim-scan.js';
import * as deploymentSettings from './0010-deployment-settings.js';
import * as signInKnownAddresses from './0011-sign-in-known-addresses.js';
import * as orderDesk from './0012-order-desk.js';
import * as chatTickets from './0013-chat-tickets.js';
import * as orderTags from './0015-order-tags.js';
import * as orderSearchIndexes from './0016-order-search-indexes.js';
import * as outboxMails from './0017-outbox-mails.js';
import * as providerComments from './0018-provider-comments.js';
import * as payments from './0020-payments.js';
import * as reconciliationReports from './0021-reconciliation-reports.js';
import * as scriptConfirmations from './0023-script-confirmations.js';
import * as documents from './0024-documents.js';
import * as accountAdmin from './0026-account-admin.js';
import * as callRecords from './0027-call-records.js';
import * as phoneBlacklist from './0029-phone-blacklist.js';
import * as affiliates from './0030-affiliates.js';
import * as agencyPayouts from './0031-agency-payouts.js';
import * as leadIntake from './0032-lead-intake.js';
import * as guaranteeSets from './0033-guarantee-sets.js';
import * as payslips from './0035-payslips.js';
import * as employees from './0036-employees.js';
import * as profiles from './0038-profiles.js';
import * as deliveryProviderReports from './0039-delivery-provider-reports.js';
import * as documentAttachments from './0041-document-attachments.js';
import * as reconciliationReportFiles from './0042-reconciliation-report-files.js';
import * as documentListIndexes from './0044-document-list-indexes.js';
import * as payslipDraftIndexes from './0050-payslip-draft-indexes.js';
import * as callRecordFilters from './0053-call-record-filters.js';
import * as auditLog from './0054-audit-log.js';
import * as deliveryReportMappings from './0055-delivery-report-mappings.js';
import * as paymentProviderRegions from './0056-payment-provider-regions.js';
import * as idempotencyClaimHolders from './0057-idempotency-claim-holders.js';
import * as outboxDeliveryClaims from './0058-outbox-delivery-claims.js';
import * as depositAccounts from './0059-deposit-accounts.js';
import * as paymentLinks from './0060-payment-links.js';
import * as floorDayIndexes from './0061-floor-day-indexes.js';
import * as groupDialingMode from './0062-group-dialing-mode.js';
import * as qualityForms from './0063-quality-forms.js';
import * as qualityEvaluations from './0064-quality-evaluations.js';
import * as qualitySampling from './0065-quality-sampling.js';
import * as callQuality from './0066-call-quality.js';
import * as qualityDisputes from './0067-quality-disputes.js';
import * as qualitySamplePicks from './0068-quality-sample-picks.js';
import * as deliveryReportErrorCodes from './0069-delivery-report-error-codes.js';
import * as deliveryProblemCodes from './0070-delivery-problem-codes.js';
import * as payslipOrderLinksUnchecked from './0071-payslip-order-links-unchecked.js';

/**
 * Every migration in the order it runs. Names sort by their numeric prefix; a module that needs
 * tables adds its file here (never edit one that has shipped — add a new one).
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-identity': identity,
  '0003-workspace': workspace,
  '0004-telephony': telephony,
  '0005-orders': orders,
  '0006-workspace-claim': workspaceClaim,
  '0007-workspace-claim-one': workspaceClaimOne,
  '0008-workspace-claim-one-plans': workspaceClaimOnePlans,
  '0009-workspace-claim-scan': workspaceClaimScan,
  '0010-deployment-settings': deploymentSettings,
  '0011-sign-in-known-addresses': signInKnownAddresses,
  '0012-order-desk': orderDesk,
  '0013-chat-tickets': chatTickets,
  '0015-order-tags': orderTags,
  '0016-order-search-indexes': orderSearchIndexes,
  '0017-outbox-mails': outboxMails,
  '0018-provider-comments': providerComments,
  '0020-payments': payments,
  '0021-reconciliation-reports': reconciliationReports,
  '0023-script-confirmations': scriptConfirmations,
  '0024-documents': documents,
  '0026-account-admin': accountAdmin,
  '0027-call-records': callRecords,
  '0029-phone-blacklist': phoneBlacklist,
  '0030-affiliates': affiliates,
  '0031-agency-payouts': agencyPayouts,
  '0032-lead-intake': leadIntake,
  '0038-profiles': profiles,
  '0041-document-attachments': documentAttachments,
  '0039-delivery-provider-reports': deliveryProviderReports,
  '0035-payslips': payslips,
  '0036-employees': employees,
  '0033-guarantee-sets': guaranteeSets,
  '0042-reconciliation-report-files': reconciliationReportFiles,
  '0044-document-list-indexes': documentListIndexes,
  '0050-payslip-draft-indexes': payslipDraftIndexes,
  '0053-call-record-filters': callRecordFilters,
  '0054-audit-log': auditLog,
  '0055-delivery-report-mappings': deliveryReportMappings,
  '0056-payment-provider-regions': paymentProviderRegions,
  '0057-idempotency-claim-holders': idempotencyClaimHolders,
  '0058-outbox-delivery-claims': outboxDeliveryClaims,
  '0059-deposit-accounts': depositAccounts,
  '0060-payment-links': paymentLinks,
  '0061-floor-day-indexes': floorDayIndexes,
  '0062-group-dialing-mode': groupDialingMode,
  '0063-quality-forms': qualityForms,
  '0064-quality-evaluations': qualityEvaluations,
  '0065-quality-sampling': qualitySampling,
  '0066-call-quality': callQuality,
  '0067-quality-disputes': qualityDisputes,
  '0068-quality-sample-picks': qualitySamplePicks,
  '0069-delivery-report-error-codes': deliveryReportErrorCodes,
  '0070-delivery-problem-codes': deliveryProblemCodes,
  '0071-payslip-order-links-unchecked': payslipOrderLinksUnchecked,
};
