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
import * as scriptConfirmations from './0023-script-confirmations.js';
import * as documents from './0024-documents.js';

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
  '0023-script-confirmations': scriptConfirmations,
  '0024-documents': documents,
};
