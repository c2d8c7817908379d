/** The partners (the offers' owners) as the offers administration lists and checks them (OFFER-25). */
import type { Partner } from '@umbrella/contract';
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';

type Handle<DB extends ModuleTables<'webmasters'>> = Kysely<DB> | Transaction<DB>;

/** Every partner, by name. */
export const listPartners = <DB extends ModuleTables<'webmasters'>>(handle: Handle<DB>): Promise<Partner[]> =>
  ownTables(handle, 'webmasters').selectFrom('partners').select(['id', 'name']).orderBy('name').orderBy('id').execute();

export const findPartner = <DB extends ModuleTables<'webmasters'>>(handle: Handle<DB>, id: number) =>
  ownTables(handle, 'webmasters').selectFrom('partners').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
