/**
 * Readiness answers at once, whatever the database does. While the network to PostgreSQL is
 * silently down a `select 1` waits for the query timeout (30 s) on a pooled connection, or the
 * connect timeout (5 s) on a new one, and orchestrators and the gateway's /readyz gave up before
 * the answer. So one ping at a time goes to the database, and each check waits for it at most
 * READINESS_TIMEOUT_MS: a database that has not answered by then is reported unavailable. A ping
 * still waiting is shared by the checks that come meanwhile instead of starting another, so a
 * dead network holds at most one pooled connection for readiness (decision 1762).
 */

/** A healthy database answers `select 1` in milliseconds; one that takes longer is not fit to serve. */
export const READINESS_TIMEOUT_MS = 1_000;

export type DatabaseProbe = () => Promise<boolean>;

/** True when `ping` succeeds within `timeoutMs`; false when it fails or is still waiting then. */
export function databaseProbe(ping: () => Promise<unknown>, timeoutMs = READINESS_TIMEOUT_MS): DatabaseProbe {
  let inFlight: Promise<boolean> | undefined;
  return async () => {
    if (!inFlight) {
      const attempt = ping().then(
        () => true,
        () => false,
      );
      inFlight = attempt;
      void attempt.finally(() => {
        if (inFlight === attempt) inFlight = undefined;
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([inFlight, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
