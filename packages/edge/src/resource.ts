/**
 * The API's resource indicator (RFC 8707) for an audience. oidc-provider accepts only absolute
 * URIs as indicators; the configured audience ('umbrella-api') is not one, so the indicator wraps
 * it as `urn:umbrella-api` while access tokens still carry the plain audience as `aud`
 * (docs/decisions/0203-resource-indicator.md). A client may send it as `resource` or omit it.
 */
export function resourceIndicator(audience: string): string {
  return URL.canParse(audience) ? audience : `urn:${audience}`;
}
