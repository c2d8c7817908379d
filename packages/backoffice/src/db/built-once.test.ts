import { type Generated, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce } from './built-once.js';
import { type DatabaseHandle, openDatabase } from './database.js';

type Notes = { notes: { id: Generated<number>; owner: number; body: string | null } };

let handle: DatabaseHandle;
let db: Kysely<Notes>;
const sent: string[] = [];

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', onQuery: (text) => sent.push(text) });
  db = handle.db as unknown as Kysely<Notes>;
  await sql`create table notes (id serial primary key, owner integer not null, body text)`.execute(db);
});
afterAll(() => handle.close());

const addNote = (db: Kysely<Notes>, owner: number, body: string | null) =>
  db.insertInto('notes').values({ owner, body }).returning(['id', 'owner', 'body']);
const notesOf = (db: Kysely<Notes>, owner: number, body: string) =>
  db.selectFrom('notes').select(['owner', 'body']).where('owner', '=', owner).where('body', '<>', body).orderBy('id');

describe('builtOnce', () => {
  it('sends the statement the builder sends, with each call’s own values', async () => {
    const add = builtOnce(addNote);
    const read = builtOnce(notesOf);
    const first = await add(db, 1, 'one');
    const second = await add(db, 2, null);
    await add(db, 1, 'three');
    expect(first.rows).toEqual([{ id: first.rows[0]?.id, owner: 1, body: 'one' }]);
    expect(second.rows[0]).toMatchObject({ owner: 2, body: null });

    sent.length = 0;
    const once = await read(db, 1, 'none');
    const built = await notesOf(db, 1, 'none').execute();
    expect(once.rows).toEqual(built);
    expect(once.rows).toEqual([
      { owner: 1, body: 'one' },
      { owner: 1, body: 'three' },
    ]);
    expect((await read(db, 1, 'one')).rows).toEqual([{ owner: 1, body: 'three' }]);
    expect(sent[0]).toBe(sent[1]);
    expect(sent[0]).toBe(notesOf(db, 0, '').compile().sql);
  });

  it('runs in the transaction it is given', async () => {
    const add = builtOnce(addNote);
    await expect(
      db.transaction().execute(async (trx) => {
        await add(trx, 9, 'rolled back');
        expect((await trx.selectFrom('notes').select('body').where('owner', '=', 9).execute()).length).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.selectFrom('notes').select('body').where('owner', '=', 9).execute()).toEqual([]);
  });

  it('refuses a statement that uses an argument other than as a value', async () => {
    const optionalBody = builtOnce((db: Kysely<Notes>, owner: number, body: string | undefined) =>
      db
        .selectFrom('notes')
        .select('id')
        .where('owner', '=', owner)
        .$if(body === undefined, (q) => q.where('body', 'is', null)),
    );
    await expect(optionalBody(db, 1, undefined)).rejects.toThrow('every argument must be a value');
  });
});
