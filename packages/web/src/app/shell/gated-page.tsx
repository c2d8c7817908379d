import type { ReactNode } from 'react';
import { ErrorScreen } from '@/components/error-screen';
import { ForbiddenScreen } from '@/components/forbidden-screen';
import { LoadingScreen } from '@/components/loading-screen';
import { NoProductsScreen } from '@/components/no-products-screen';
import { useMe } from '@/lib/api/get-me';
import { useSessionUser } from '@/lib/auth/session-context';
import { checkGate, type Gate, gatePermissions } from '@/lib/authorization';
import { ApiError } from '@/lib/errors/app-errors';
import { PageHeader } from './page-header';

export type GatedPageProps = { gate: Gate; titleKey?: string; descriptionKey?: string; children: ReactNode };

/**
 * One screen behind its gate. The gate is decided from the access token's claims — what the
 * server checks — so a permitted page starts at once; the account info (me) completes the user
 * in the background. Refusals: the permission screen, the no-products screen (SHELL-08).
 */
export function GatedPage({ gate, titleKey, descriptionKey, children }: GatedPageProps) {
  const sessionUser = useSessionUser();
  const me = useMe();
  if (me.error) {
    const status = me.error instanceof ApiError ? me.error.status : 'Error';
    return <ErrorScreen status={status} message={me.error.message} />;
  }
  const claims = sessionUser?.claims;
  const permissions = claims?.permissions ?? me.data?.permissions;
  // Tokens from an external issuer may not carry the permissions: then the account info decides.
  if (!permissions) return <LoadingScreen />;
  const productsIds = me.data?.productsIds.length ? me.data.productsIds : (claims?.claim.productsIds ?? []);
  const decision = checkGate(gate, { permissions, productsIds });
  if (decision === 'forbidden')
    return <ForbiddenScreen permissions={gatePermissions(gate)} never={gate.type === 'never'} />;
  if (decision === 'noProducts') return <NoProductsScreen />;
  return (
    <>
      {titleKey && descriptionKey && <PageHeader titleKey={titleKey} descriptionKey={descriptionKey} />}
      {children}
    </>
  );
}
