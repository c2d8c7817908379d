/**
 * Telephony (PHONE-41..43, AUTH-14): the voip block of the current user, the masked dial
 * references the softphone dials instead of a customer's phone, and the SIP headers and
 * constants the browser, the gateway's relay and the PBX agree on.
 */
import Type, { type Static } from 'typebox';

/** The current user's voip block (AUTH-14) from GET /module/resources/api/v1/voip-config/me. */
export const VoipConfig = Type.Object(
  {
    /** The gateway's SIP relay, e.g. wss://umbrella.example.com/gateway/sip. */
    serverUrl: Type.String(),
    /** The agent's extension, the SIP user it registers and calls as; null when none is assigned. */
    extensionId: Type.Union([Type.String(), Type.Null()]),
    password: Type.Union([Type.String(), Type.Null()]),
    /** The number of the test call (PHONE-40, A-20). */
    testNumber: Type.String(),
    /** The SIP domain of the agent's address of record; the serverUrl's host when unset. */
    domain: Type.Optional(Type.String()),
  },
  { $id: 'VoipConfig' },
);
export type VoipConfig = Static<typeof VoipConfig>;

export const VOIP_CONFIG_PATH = '/module/resources/api/v1/voip-config/me';

/** Resolves a masked dial reference into the number the PBX dials (used by the gateway's relay). */
export const VOIP_RESOLVE_PATH = '/module/resources/api/v1/voip-dial/resolve';

export const VoipResolveBody = Type.Object({
  /** A dial reference such as "lead-123" or "order-45". */
  reference: Type.String({ pattern: '^(lead|order)-[1-9][0-9]{0,9}$' }),
});
export type VoipResolveBody = Static<typeof VoipResolveBody>;

export const VoipResolved = Type.Object(
  {
    reference: Type.String(),
    /** E.164, e.g. +51987654321. */
    phone: Type.String(),
  },
  { $id: 'VoipResolved' },
);
export type VoipResolved = Static<typeof VoipResolved>;

export type DialReference = { kind: 'lead' | 'order'; id: number };

const REFERENCE = /^(lead|order)-([1-9]\d{0,9})$/;

/** The SIP user part a masked call is dialled with: the browser never holds the real number. */
export function dialReference(kind: DialReference['kind'], id: number): string {
  return `${kind}-${id}`;
}

export function parseDialReference(user: string): DialReference | undefined {
  const match = REFERENCE.exec(user);
  if (!match) return undefined;
  return { kind: match[1] as DialReference['kind'], id: Number(match[2]) };
}

/** The test call's number when the server does not name another (PHONE-40). */
export const DEFAULT_TEST_NUMBER = '*43';
/** SIP registration expiry in seconds (PHONE-14). */
export const SIP_REGISTER_EXPIRES = 360;

/**
 * How long JsSIP waits, in seconds, before it opens the relay's socket again after losing it (a
 * gateway or PBX restart): its `connection_recovery_min_interval` and `…_max_interval`. The
 * softphone and the telephony tests use the same pair (decision 1743).
 */
export const SIP_RECONNECT_INTERVAL_S = { min: 2, max: 5 } as const;

/** Headers every call carries (PHONE-15..17). */
export const SIP_HEADERS = {
  diversion: 'Diversion',
  authToken: 'X-Auth-Token',
  clientPhoneNumber: 'ClientPhoneNumber',
} as const;
