import { isSupportedBrowser } from '@/lib/browser';

/**
 * The microphone errors of the media test (ERR-22..24): permission denied, a browser other than
 * desktop Chrome (NON_SUPPORTED_BROWSER), no microphone at all (beyond the spec: different help
 * than a denial), or anything else with its message.
 */
export type MicrophoneError =
  | { kind: 'permissionDenied' }
  | { kind: 'nonSupportedBrowser' }
  | { kind: 'noMicrophone' }
  | { kind: 'other'; message: string };

export const NON_SUPPORTED_BROWSER = 'NON_SUPPORTED_BROWSER';

export function browserError(userAgent: string): MicrophoneError | null {
  return isSupportedBrowser(userAgent) ? null : { kind: 'nonSupportedBrowser' };
}

export function microphoneError(error: unknown): MicrophoneError {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError')
    return { kind: 'permissionDenied' };
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return { kind: 'noMicrophone' };
  if (error instanceof Error && error.message === NON_SUPPORTED_BROWSER) return { kind: 'nonSupportedBrowser' };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}
