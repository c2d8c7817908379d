import { hasVoipFeature } from '@umbrella/contract';
import { useSessionUser } from '@/lib/auth/session-context';
import { useVoipConfig, type VoipConfig } from '../api/get-voip-config';
import type { SipSettings } from '../sip/types';

export type VoipAccess =
  /** No voip feature, no telephony on the server, or no credentials: nothing to show. */
  | { status: 'off'; canUseSoftphone: false }
  | { status: 'loading'; canUseSoftphone: false }
  /** The configuration failed to load: the feature is removed for this session (PHONE-04). */
  | { status: 'failed'; canUseSoftphone: false; error: unknown }
  | { status: 'ready'; canUseSoftphone: true; accountId: number; config: VoipConfig; settings: SipSettings };

/** voip (or VOIP) plus voip:outbound: the softphone, the call buttons and a closable media test (PHONE-01, MEDIA-13). */
export function useHasSoftphoneRights(): boolean {
  const user = useSessionUser();
  if (!user) return false;
  return hasVoipFeature(user.claims.claim.features) && (user.claims.permissions ?? []).includes('voip:outbound');
}

/** Whether this user gets a softphone, with its configuration (PHONE-01..04, PHONE-06). */
export function useVoipAccess(): VoipAccess {
  const user = useSessionUser();
  const voipFeature = user ? hasVoipFeature(user.claims.claim.features) : false;
  const rights = useHasSoftphoneRights();
  const config = useVoipConfig(user?.claims.accountId, voipFeature);
  if (!user || !voipFeature) return { status: 'off', canUseSoftphone: false };
  if (config.isError) return { status: 'failed', canUseSoftphone: false, error: config.error };
  if (config.isPending) return { status: 'loading', canUseSoftphone: false };
  const voip = config.data;
  // Credentials must be present (PHONE-02).
  if (!rights || !voip?.extensionId || !voip.password) return { status: 'off', canUseSoftphone: false };
  return {
    status: 'ready',
    canUseSoftphone: true,
    accountId: user.claims.accountId,
    config: voip,
    settings: {
      host: voip.domain ?? new URL(voip.serverUrl).hostname,
      login: voip.extensionId,
      enabled: true,
    },
  };
}
