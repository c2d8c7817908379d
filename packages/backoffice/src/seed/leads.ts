/**
 * The demo lead generator: every few seconds one to three customers "fill in a form" for a
 * random product and offer of a random region, every region's queue is topped up to a small
 * stock, and agents are told work is available.
 */
import type { Faker } from '@faker-js/faker';
import { REGION_IDS, type RegionId } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { publishEvent } from '../platform/events/publish.js';
import { demoPhone } from './phones.js';

let nameFakers: Promise<Record<RegionId, Faker>> | undefined;

/**
 * Each region's name generator, loaded with the first demo lead: the jobs import this file on
 * every start, and a start without the demo should not load faker's locales.
 */
function loadNameFakers(): Promise<Record<RegionId, Faker>> {
  nameFakers ??= Promise.all([import('@faker-js/faker/locale/es'), import('@faker-js/faker/locale/es_MX')]).then(
    ([es, mx]) => ({ 'pe-central': es.faker, 'cl-central': es.faker, 'co-central': es.faker, 'mx-central': mx.faker }),
  );
  return nameFakers;
}

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/**
 * Leads each region keeps waiting in the queue at every tick, so that a demo agent who records
 * outcomes quickly finds the next lead at once instead of waiting for a random tick to pick one
 * of its regions.
 */
export const DEMO_LEAD_STOCK = 5;

type DemoOffer = { id: string; product_id: number; webmaster_id: number | null; region_id: string };

async function activeOffers(db: Kysely<Database>): Promise<DemoOffer[]> {
  return db
    .selectFrom('offers')
    .select(['id', 'product_id', 'webmaster_id', 'region_id'])
    .where('active', '=', true)
    .execute();
}

/** One new lead per entry of `regions`, for a random offer of that region; announced once. */
async function addLeads(db: Kysely<Database>, offers: DemoOffer[], regions: readonly RegionId[]): Promise<number[]> {
  if (!offers.length || !regions.length) return [];
  const fakers = await loadNameFakers();
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const regionId of regions) {
      const offer = pick(offers.filter((o) => o.region_id === regionId)) ?? (pick(offers) as DemoOffer);
      const region = offer.region_id as RegionId;
      const person = fakers[region] ?? fakers['pe-central'];
      const lead = await trx
        .insertInto('leads')
        .values({
          region_id: region,
          product_id: offer.product_id,
          offer_id: offer.id,
          webmaster_id: offer.webmaster_id,
          name: `${person.person.firstName()} ${person.person.lastName()}`,
          phone: demoPhone(region),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(lead.id);
    }
    // Published last: the outbox lock is held from here to the commit (see events/publish.ts).
    await publishEvent(trx, 'task.available', null, { type: 'LEAD' });
    return ids;
  });
}

/** Adds `count` new leads (1–3 when not given) in random regions; returns their ids. */
export async function generateDemoLeads(
  db: Kysely<Database>,
  count = 1 + Math.floor(Math.random() * 3),
): Promise<number[]> {
  const regions = Array.from({ length: count }, () => pick(REGION_IDS) as RegionId);
  return addLeads(db, await activeOffers(db), regions);
}

/** Fills every region's queue up to `stock` leads nobody holds and that are due now; returns the new ids. */
export async function topUpDemoLeads(db: Kysely<Database>, stock = DEMO_LEAD_STOCK): Promise<number[]> {
  const waiting = await db
    .selectFrom('tasks')
    .select(['region_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('type', '=', 'LEAD')
    .where('status', '=', 'open')
    .where('account_id', 'is', null)
    .where('due_at', '<=', new Date())
    .groupBy('region_id')
    .execute();
  const missing = REGION_IDS.flatMap((regionId) => {
    const n = Number(waiting.find((w) => w.region_id === regionId)?.n ?? 0);
    return Array.from({ length: Math.max(0, stock - n) }, () => regionId);
  });
  return addLeads(db, await activeOffers(db), missing);
}

/** One tick of the generator: the random trickle, then every region topped up. */
export async function demoLeadTick(db: Kysely<Database>): Promise<number[]> {
  return [...(await generateDemoLeads(db)), ...(await topUpDemoLeads(db))];
}
