/**
 * Statements prepared once per pooled connection (decision 1883). A floor's requests send the
 * same few dozen statement texts over and over, and PostgreSQL planned each one anew every
 * time: a quarter of the server's CPU a request went to planning (pg_stat_statements'
 * plan time on the floor bench). A statement sent under a name is parsed once per connection,
 * and after a few runs PostgreSQL keeps a generic plan for it when that plan costs no more than
 * planning anew.
 *
 * Only statements with parameters get a name: a parameterless text may hold several statements
 * (a migration's), which the extended protocol refuses, and `begin`/`commit` gain nothing. The
 * names are capped: texts built with a variable number of parameters (`in ($1, …, $n)`) could
 * otherwise prepare without end, and past the cap a text is simply sent unnamed as before.
 */

/** Distinct statement texts one process prepares, at most (each connection keeps its own). */
export const MAX_PREPARED_TEXTS = 2_000;

export type StatementNames = {
  /** The name to send `text` under, or undefined to send it unnamed. */
  nameFor(text: string, parameterCount: number): string | undefined;
  /** How many texts have a name (for tests). */
  readonly size: number;
};

export function statementNames(max = MAX_PREPARED_TEXTS): StatementNames {
  const names = new Map<string, string>();
  return {
    nameFor(text, parameterCount) {
      if (parameterCount === 0) return undefined;
      const known = names.get(text);
      if (known !== undefined || names.size >= max) return known;
      // A counter, not a hash: two texts can never share a name (pg refuses a name reused
      // for another text on the same connection).
      const name = `umbrella_${names.size + 1}`;
      names.set(text, name);
      return name;
    },
    get size() {
      return names.size;
    },
  };
}

/**
 * PostgreSQL refuses to run a prepared `select *` whose table gained or lost a column since it
 * was prepared (another back-office's migration during a rolling upgrade). Sent unnamed it runs.
 */
export function isStalePreparedResult(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    /cached plan must not change result type/i.test(error.message)
  );
}
