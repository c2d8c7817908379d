/**
 * What account administration asks of the identity provider, behind one interface: the built-in
 * issuer ends sessions in its own tables (identity/revoke.ts); an external provider would do it
 * through its admin API (Keycloak: DELETE /admin/realms/{realm}/users/{id}/sessions; decision 1402).
 */
export type IdentityAdmin = {
  /** Ends every sign-in session and refresh token of these accounts at once. */
  endSessions(accountIds: readonly number[]): Promise<void>;
  /** These accounts were blocked, unblocked or deleted: answers cached about them, here and in every other instance, are stale. */
  blockedChanged?(accountIds: readonly number[]): Promise<void>;
};
