/**
 * A hot statement built and compiled by Kysely once, then only given its values. Building a
 * statement with Kysely's builder and compiling it costs about as much CPU as sending it (tens
 * of microseconds), and the statements every agent request sends (its Idempotency-Key's claim
 * and answer, the lock of a lead's tasks) are the same text every time with other values.
 *
 * `build` receives stand-ins for its arguments and must use them only as values of the statement
 * (never in a condition of its own, a spread or a list whose length depends on them): the first
 * call compiles it, checks that every argument became a parameter, and later calls only put the
 * arguments in their places. The statement still goes through the handle given at each call (a
 * transaction, the query log), as one built there would — except through a Kysely plugin that
 * rewrites queries, which a compiled query skips (the back-office's handles have none).
 */
import { type Compilable, type CompiledQuery, createQueryId, type Kysely, type QueryResult } from 'kysely';

/** Stands for the `index`-th argument while the statement is built. */
class Argument {
  constructor(readonly index: number) {}
}

export function builtOnce<DB, Args extends unknown[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
): (db: Kysely<DB>, ...args: Args) => Promise<QueryResult<Row>> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (db, ...args) => {
    if (!compiled) {
      // Every argument `build` declares, whether or not this call passes it.
      const count = build.length - 1;
      const standIns = Array.from({ length: count }, (_, index) => new Argument(index)) as Args;
      compiled = build(db, ...standIns).compile();
      const placed = new Set(compiled.parameters.flatMap((p) => (p instanceof Argument ? [p.index] : [])));
      if (placed.size !== count) {
        compiled = undefined;
        throw new Error('builtOnce: every argument must be a value of the statement');
      }
    }
    const parameters = compiled.parameters.map((p) => (p instanceof Argument ? args[p.index] : p));
    return db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() });
  };
}
