/** The site configuration the gateway serves at /config.json; read once before the app renders. */
export type RuntimeConfig = {
  oidc: { authority: string; clientId: string; scope: string; resource: string };
  errorReportUrl: string | null;
  sipEnabled: boolean;
  /** Optional: who agents contact for help; the footer falls back to DEFAULT_SUPPORT_CONTACT. */
  supportContact?: string;
  /** Optional: the order modal's map tiles ({z}/{x}/{y} template); the modal falls back to OpenStreetMap. */
  mapTileUrl?: string;
};

export const DEFAULT_SUPPORT_CONTACT = 'soporte@umbrella.app';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value) || !isRecord(value.oidc)) throw new Error('config.json has no oidc block');
  const { authority, clientId, scope, resource } = value.oidc;
  if (typeof authority !== 'string' || typeof clientId !== 'string') {
    throw new Error('config.json oidc block needs authority and clientId');
  }
  return {
    oidc: {
      authority,
      clientId,
      scope: typeof scope === 'string' ? scope : 'openid profile email offline_access',
      resource: typeof resource === 'string' ? resource : 'umbrella-api',
    },
    errorReportUrl: typeof value.errorReportUrl === 'string' && value.errorReportUrl ? value.errorReportUrl : null,
    sipEnabled: value.sipEnabled === true,
    supportContact: typeof value.supportContact === 'string' ? value.supportContact : undefined,
    mapTileUrl: typeof value.mapTileUrl === 'string' && value.mapTileUrl ? value.mapTileUrl : undefined,
  };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
