/**
 * `wallboard.changed` pushed from the change itself: the modules say when an agent's floor state
 * moved (platform/floor-changes.ts) and the regions heard within one short window become one event,
 * so a burst of a floor's commits costs managers one fetch, and an agent's change reaches their
 * screens a window later instead of at the next comparison. Each instance announces what it
 * committed itself — the change happened once, so the event is published once per deployment.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { publishEvent } from '../../platform/events/publish.js';
import { onFloorChange } from '../../platform/floor-changes.js';

/** Changes heard within this long of the first share one event (the lag it adds at most). */
export const WALLBOARD_PUSH_WINDOW_MS = 200;

export function startWallboardPush(
  db: Kysely<Database>,
  logger: FastifyBaseLogger,
  windowMs = WALLBOARD_PUSH_WINDOW_MS,
) {
  const pending = new Set<string>();
  const publishing = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    timer = undefined;
    const regionIds = [...pending].sort();
    pending.clear();
    const done: Promise<void> = publishEvent(db, 'wallboard.changed', null, { regionIds })
      .then(() => undefined)
      .catch((err: unknown) => logger.warn({ err, regionIds }, 'wallboard push failed'))
      .finally(() => publishing.delete(done));
    publishing.add(done);
  };

  const unsubscribe = onFloorChange(db, (regionIds) => {
    for (const id of regionIds) pending.add(id);
    if (!timer) {
      timer = setTimeout(flush, windowMs);
      timer.unref();
    }
  });

  return {
    async stop() {
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...publishing]);
    },
  };
}
