import { DEFAULT_TEST_NUMBER } from '@umbrella/contract';

/**
 * Telephony settings the back-office needs. The PBX itself is the gateway's business
 * (PBX_WS_URL); the back-office only needs to know whether there is one, where browsers reach
 * the gateway's relay and which number the test call dials.
 */
export type TelephonyConfig = {
  /** A PBX is configured (PBX_WS_URL set): voip users get a configuration, else 409 VOIP_NOT_CONFIGURED. */
  enabled: boolean;
  /** The relay URL browsers use; derived from each request's origin when unset. */
  serverUrl: string | undefined;
  testNumber: string;
  /** SIP domain of agents' addresses of record; the relay URL's host when unset. */
  domain: string | undefined;
};

export const RELAY_PATH = '/gateway/sip';

/** ws(s)://host/gateway/sip for an http(s) origin. */
export function relayUrlFor(origin: string): string {
  return `${origin.replace(/^http/i, 'ws').replace(/\/+$/, '')}${RELAY_PATH}`;
}

export function loadTelephonyConfig(env: NodeJS.ProcessEnv): TelephonyConfig {
  const explicit = env.VOIP_SERVER_URL || (env.PUBLIC_URL ? relayUrlFor(env.PUBLIC_URL) : undefined);
  return {
    enabled: Boolean(env.PBX_WS_URL),
    serverUrl: explicit,
    testNumber: env.VOIP_TEST_NUMBER || DEFAULT_TEST_NUMBER,
    domain: env.SIP_DOMAIN || undefined,
  };
}

export const TELEPHONY_OFF: TelephonyConfig = {
  enabled: false,
  serverUrl: undefined,
  testNumber: DEFAULT_TEST_NUMBER,
  domain: undefined,
};
