import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId, seedOrder } from '../../testing/order-fixtures.js';

const BASE = '/module/documents';
let t: TestBackoffice;
let order: { id: number; shortCode: string };
let ids: Record<string, number>;

beforeAll(async () => {
  t = await buildTestBackoffice();
  order = await seedOrder(t.db, { status: 5 });
  ids = Object.fromEntries(
    await Promise.all(['agent', 'support', 'manager', 'agent2'].map(async (u) => [u, await accountId(t.db, u)])),
  );
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, username: string, payload?: object) {
  return t.app.inject({ method, url: `${BASE}${url}`, payload, headers: await t.auth(username) });
}

async function createDocument(extra: object = {}, username = 'support') {
  const res = await call('POST', '/documents', username, {
    type: 'delivery_complain',
    assigned: ids.agent,
    reportTo: ids.manager,
    additionalInfo: 'Cliente reclama demora',
    linkedObject: order.id,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('documents', () => {
  it('DOC-17 DOC-29 DOC-10 creating links the document to the order and carries its short code, name and date', async () => {
    const doc = await createDocument();
    expect(doc).toMatchObject({
      type: 'delivery_complain',
      state: 'open',
      linkedObject: order.id,
      shortCode: order.shortCode,
      regionId: 'pe-central',
      assigned: { id: ids.agent },
      reportTo: { id: ids.manager },
      additionalInfo: 'Cliente reclama demora',
      unreadCount: 0,
      order: { shortCode: order.shortCode, fullName: 'Rosa Pérez', preferred_date: null },
    });
  });

  it('DOC-15 DOC-16 assigned, type and reportTo are required; additionalInfo is at most 100', async () => {
    const missing = await call('POST', '/documents', 'support', { linkedObject: order.id });
    expect(missing.statusCode).toBe(400);
    const long = await call('POST', '/documents', 'support', {
      type: 'delivery_complain',
      assigned: ids.agent,
      reportTo: ids.manager,
      linkedObject: order.id,
      additionalInfo: 'x'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('additionalInfo');
    // A person of another region cannot be assigned.
    const other = await call('POST', '/documents', 'support', {
      type: 'delivery_complain',
      assigned: ids.agent2,
      reportTo: ids.manager,
      linkedObject: order.id,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toHaveProperty('assigned');
  });

  it('DOC-03 DOC-05 DOC-28 the four lists answer {data, count} pages with skip and take', async () => {
    const doc = await createDocument();
    const general = (await call('GET', '/documents?skip=0&take=20', 'support')).json();
    expect(general.count).toBeGreaterThanOrEqual(1);
    expect(general.data.length).toBeLessThanOrEqual(20);
    expect((await call('GET', '/documents?skip=0&take=1', 'support')).json().data).toHaveLength(1);
    const has = async (path: string, username: string) =>
      (await call('GET', `${path}?take=100`, username)).json().data.some((d: { id: number }) => d.id === doc.id);
    expect(await has('/documents/assigned-to-me', 'agent')).toBe(true);
    expect(await has('/documents/assigned-to-me', 'manager')).toBe(false);
    expect(await has('/documents/report-to-me', 'manager')).toBe(true);
    expect(await has('/documents/mine', 'support')).toBe(true);
    expect(await has('/documents/mine', 'agent')).toBe(false);
    // agent2 works other regions.
    expect(await has('/documents', 'agent2')).toBe(false);
  });

  it('DOC-04 DOC-06 DOC-07 filters by type, short code, region and assigned; an unknown type gives an empty list', async () => {
    await createDocument({ type: 'quality check' });
    const byType = (await call('GET', '/documents?type=quality%20check&take=100', 'support')).json();
    expect(byType.data.every((d: { type: string }) => d.type === 'quality check')).toBe(true);
    expect(byType.count).toBeGreaterThan(0);
    expect((await call('GET', '/documents?type=nonsense', 'support')).json()).toEqual({ data: [], count: 0 });
    const byCode = (await call('GET', `/documents?shortCode=${order.shortCode}&take=100`, 'support')).json();
    expect(byCode.count).toBeGreaterThan(0);
    expect((await call('GET', '/documents?shortCode=NOPE', 'support')).json().count).toBe(0);
    expect((await call('GET', `/documents?assigned=${ids.manager}`, 'support')).json().count).toBe(0);
    expect((await call('GET', '/documents?regionId=cl-central', 'support')).json().count).toBe(0);
  });

  it('DOC-08 DOC-21 DOC-29 one field at a time: state closed and reopen, assigned', async () => {
    const doc = await createDocument();
    const closed = await call('PUT', `/documents/${doc.id}/state`, 'support', { value: 'closed' });
    expect(closed.json()).toMatchObject({ state: 'closed', additionalInfo: 'Cliente reclama demora' });
    expect((await call('PUT', `/documents/${doc.id}/state`, 'support', { value: 'reopen' })).json().state).toBe(
      'reopen',
    );
    expect((await call('PUT', `/documents/${doc.id}/state`, 'support', { value: 'lost' })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/documents/${doc.id}/assigned`, 'support', { value: ids.support })).json().assigned.id,
    ).toBe(ids.support);
    expect((await call('PUT', `/documents/${doc.id}/nonsense`, 'support', { value: 'x' })).statusCode).toBe(400);
    const changes = await t.db.selectFrom('document_changes').selectAll().where('document_id', '=', doc.id).execute();
    expect(changes.map((c) => [c.field, c.new_value])).toEqual([
      ['state', 'closed'],
      ['state', 'reopen'],
      ['assigned_id', String(ids.support)],
    ]);
  });

  it('DOC-09 DOC-23 DOC-30 comments count as unread for the others until they read them', async () => {
    const doc = await createDocument();
    expect((await call('POST', '/comments', 'support', { documentId: doc.id, text: '' })).statusCode).toBe(400);
    const comment = await call('POST', '/comments', 'support', { documentId: doc.id, text: 'Adjunto la guía' });
    expect(comment.statusCode).toBe(201);
    expect(comment.json()).toMatchObject({
      text: 'Adjunto la guía',
      account: { name: 'Diego', surname: 'Hernández Luna' },
    });
    await call('POST', '/comments', 'support', { documentId: doc.id, text: 'Y la foto' });
    expect((await call('GET', `/comment-counter/${doc.id}`, 'agent')).json()).toEqual({ unreadComments: 2 });
    expect((await call('GET', `/comment-counter/${doc.id}`, 'support')).json()).toEqual({ unreadComments: 0 });
    const assigned = (await call('GET', '/documents/assigned-to-me?take=100', 'agent')).json();
    expect(assigned.data.find((d: { id: number }) => d.id === doc.id).unreadCount).toBe(2);
    expect((await call('GET', '/comment-counter', 'agent')).json().unreadComments).toBeGreaterThanOrEqual(2);
    const read = (await call('GET', `/comments/document/${doc.id}`, 'agent')).json();
    expect(read.map((c: { text: string }) => c.text)).toEqual(['Adjunto la guía', 'Y la foto']);
    expect((await call('GET', `/comment-counter/${doc.id}`, 'agent')).json()).toEqual({ unreadComments: 0 });
  });

  it('DOC-23 a comment is kept as typed plain text: markup stays text, & stays &', async () => {
    const doc = await createDocument();
    const text = 'Tom & Jerry <img src=x onerror=alert(1)>';
    const res = await call('POST', '/comments', 'support', { documentId: doc.id, text });
    expect(res.json().text).toBe(text);
  });

  it('DOC-22 users of the regions for the people fields: id, name and surname', async () => {
    const users = (await call('GET', '/users?regionIds=pe-central&size=1000', 'support')).json();
    expect(users.some((u: { id: number }) => u.id === ids.agent)).toBe(true);
    expect(users.some((u: { id: number }) => u.id === ids.agent2)).toBe(false);
    expect(Object.keys(users[0]).sort()).toEqual(['id', 'name', 'surname']);
  });

  it("another region's document answers as a missing one", async () => {
    const doc = await createDocument();
    const other = await call('GET', `/documents/${doc.id}`, 'agent2');
    const missing = await call('GET', '/documents/2147483000', 'agent2');
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
  });
});

/** RFC 4180 as a spreadsheet reads it: quoted cells, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endRow();
      i++;
    } else cell += c;
  }
  if (cell || row.length) endRow();
  return rows;
}

describe('documents export and history', () => {
  it('DOC-12 the CSV "documents" has short_code, preferred_date (DD-MM-YYYY) and full_name, escaped, streamed', async () => {
    const tricky = await seedOrder(t.db, { status: 5 });
    await t.db
      .updateTable('orders')
      .set({ full_name: '=HYPERLINK("http://x"), "Ana"\nPérez', preferred_date: '2026-12-03' })
      .where('id', '=', tricky.id)
      .execute();
    const plain = await createDocument();
    const odd = (
      await call('POST', '/documents', 'manager', {
        type: 'quality check',
        assigned: ids.agent,
        reportTo: ids.manager,
        linkedObject: tricky.id,
      })
    ).json();
    const res = await call('GET', `/documents/export?ids=${odd.id}&ids=${plain.id}`, 'manager');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="documents.csv"');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(parseCsv(res.body)).toEqual([
      ['short_code', 'preferred_date', 'full_name'],
      [order.shortCode, '', 'Rosa Pérez'],
      [tricky.shortCode, '03-12-2026', `'=HYPERLINK("http://x"), "Ana"\nPérez`],
    ]);
  });

  it('DOC-11 DOC-13 agents can not export; documents none of which is readable with an order can not be exported', async () => {
    const doc = await createDocument();
    const agent = await call('GET', `/documents/export?ids=${doc.id}`, 'support');
    expect(agent.statusCode).toBe(403);
    const none = await call('GET', '/documents/export?ids=2147483000', 'manager');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Selected documents can not be exported');
    expect((await call('GET', '/documents/export', 'manager')).statusCode).toBe(400);
  });

  it('DOC-27 the history lists each change, newest first, people by name', async () => {
    const doc = await createDocument();
    await call('PUT', `/documents/${doc.id}/assigned`, 'support', { value: ids.support });
    await call('PUT', `/documents/${doc.id}/state`, 'manager', { value: 'closed' });
    const history = await call('GET', `/documents/${doc.id}/history`, 'support');
    expect(history.json()).toMatchObject([
      { field: 'state', oldValue: 'open', newValue: 'closed', account: { id: ids.manager } },
      {
        field: 'assigned',
        oldValue: 'Lucía Quispe Mamani',
        newValue: 'Diego Hernández Luna',
        account: { id: ids.support },
      },
    ]);
    expect((await call('GET', `/documents/${doc.id}/history`, 'agent2')).statusCode).toBe(404);
  });
});
