import { type FileStoreSetting, loadFileStoreSetting } from './file-store/s3-config.js';
import { loadMessagingSetting, type MessagingSetting } from './messaging/messaging-config.js';
import { loadTelephonyConfig, type TelephonyConfig } from './telephony-config.js';

/** The back-office's configuration, read once from the environment (see README's table). */
export type BackofficeConfig = {
  /** PostgreSQL connection string; when unset PGlite stores data in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seed demo data and run the demo lead generator. */
  demo: boolean;
  /** Milliseconds between generated demo leads; 0 turns the generator off. */
  demoLeadIntervalMs: number;
  /** The origin browsers use, e.g. http://localhost:8080; the built-in issuer lives at publicUrl + /oidc. */
  publicUrl: string;
  /**
   * Where signed links to the back-office's own file routes start: PUBLIC_URL when it is set;
   * without it '' — a path the browser resolves against whichever origin served the app
   * (`localhost` or `127.0.0.1` alike), which the CSP's 'self' allows. Unset: publicUrl.
   */
  fileLinkOrigin?: string;
  /** External OpenID issuer; when unset the built-in issuer is used. */
  oidcIssuer: string | undefined;
  /** The audience (resource indicator) access tokens are issued for. */
  oidcAudience: string;
  /** The web app's OAuth client id. */
  oidcClientId: string;
  logLevel: string;
  /** Shared secret a remote gateway sends as X-Internal-Token to read the event stream; unset disables it. */
  internalToken: string | undefined;
  /**
   * Let the issuer and audience recorded in the database follow this configuration instead of
   * refusing to start on a difference (ACCEPT_IDENTITY_CHANGE=1; identity/deployment-identity.ts).
   */
  acceptIdentityChange?: boolean;
  /** PBX presence, relay URL and test number (PBX_WS_URL, VOIP_SERVER_URL, VOIP_TEST_NUMBER, SIP_DOMAIN); absent means telephony off. */
  telephony?: TelephonyConfig;
  /** The chat service's ticket API (CHAT_TICKETS_URL); unset keeps tickets in the local store. */
  chatTicketsUrl?: string;
  /** Where orders handed to couriers are posted (COURIER_DISPATCH_URL); unset records them locally. */
  courierDispatchUrl?: string;
  /** Where uploaded files live (FILES_DIR); unset: DATA_DIR/files. */
  filesDir?: string;
  /** Secret of signed file URLs (FILES_SECRET, ≥ 32 characters); unset: one drawn per process. */
  filesSecret?: string;
  /**
   * Seconds an unanswered Idempotency-Key claim is held before a retry may take it over
   * (IDEMPOTENCY_CLAIM_LEASE_SECONDS, decision 1711); unset: 120.
   */
  idempotencyClaimLeaseSeconds?: number;
  /** FILE_STORE (local | s3) and the S3_* variables; unset: the local store. */
  fileStore?: FileStoreSetting;
  /**
   * Seconds a PostgreSQL query may go unanswered before it fails (503) and its connection is
   * replaced (DATABASE_QUERY_TIMEOUT_SECONDS, decision 1744); unset: 30.
   */
  databaseQueryTimeoutSeconds?: number;
  /**
   * Statements prepared once per PostgreSQL connection (DATABASE_PREPARED_STATEMENTS, decision
   * 1883); `off` behind a pooler in transaction mode that cannot carry them. Unset: on.
   */
  databasePreparedStatements?: boolean;
  /** MAIL_TRANSPORT/SMTP_*, SMS_PROVIDER, WHATSAPP_PROVIDER and the providers' credentials; unset: the store. */
  messaging?: MessagingSetting;
};

export function loadBackofficeConfig(env: NodeJS.ProcessEnv = process.env): BackofficeConfig {
  const port = env.PORT ?? '8080';
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    demo: env.DEMO === '1' || env.DEMO === 'true',
    demoLeadIntervalMs: Number(env.DEMO_LEAD_INTERVAL_MS ?? 20_000),
    publicUrl,
    fileLinkOrigin: env.PUBLIC_URL ? publicUrl : '',
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcAudience: env.OIDC_AUDIENCE || 'umbrella-api',
    oidcClientId: env.OIDC_CLIENT_ID || 'umbrella-web',
    logLevel: env.LOG_LEVEL || 'info',
    internalToken: env.INTERNAL_TOKEN || undefined,
    acceptIdentityChange: env.ACCEPT_IDENTITY_CHANGE === '1' || env.ACCEPT_IDENTITY_CHANGE === 'true',
    telephony: loadTelephonyConfig(env),
    chatTicketsUrl: env.CHAT_TICKETS_URL || undefined,
    courierDispatchUrl: env.COURIER_DISPATCH_URL || undefined,
    filesDir: env.FILES_DIR || undefined,
    filesSecret: env.FILES_SECRET || undefined,
    idempotencyClaimLeaseSeconds: positiveNumber(env.IDEMPOTENCY_CLAIM_LEASE_SECONDS),
    fileStore: loadFileStoreSetting(env),
    databaseQueryTimeoutSeconds: positiveNumber(env.DATABASE_QUERY_TIMEOUT_SECONDS),
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS !== 'off',
    messaging: loadMessagingSetting(env),
  };
}

/** A positive number from the environment; unset, empty or anything else: undefined (the default applies). */
function positiveNumber(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}
