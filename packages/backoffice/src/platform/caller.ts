/**
 * Who is calling, as the guards read it. The type and its reading of the token's claims live in
 * @umbrella/edge, which a gateway in another process shares without loading the back-office.
 */
export { type Caller, callerFromClaims, type TokenVerifier } from '@umbrella/edge';
