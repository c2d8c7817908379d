import { REGIONS, SYSTEM_TAGS } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * Reference data every installation needs, demo or not: the four regions from the contract and
 * each region's system tags. Runs at every start; an existing region is brought in line with the
 * contract, an existing tag is left as it is.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('regions')
    .values(
      REGIONS.map((r) => ({
        id: r.id,
        name: r.name,
        full_name: r.fullName,
        country: r.country,
        phone_prefix: r.phonePrefix,
        timezone: r.timezone,
        currency: r.currency,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        full_name: eb.ref('excluded.full_name'),
        country: eb.ref('excluded.country'),
        phone_prefix: eb.ref('excluded.phone_prefix'),
        timezone: eb.ref('excluded.timezone'),
        currency: eb.ref('excluded.currency'),
      })),
    )
    .execute();
  await db
    .insertInto('tags')
    .values(
      REGIONS.flatMap((region) =>
        SYSTEM_TAGS.filter((tag) => !tag.regionIds || tag.regionIds.includes(region.id)).map((tag) => ({
          region_id: region.id,
          value: tag.value,
          title: tag.title,
          color: tag.color,
          category: tag.category,
          type: 'system' as const,
        })),
      ),
    )
    .onConflict((oc) => oc.constraint('tags_region_value').doNothing())
    .execute();
}
