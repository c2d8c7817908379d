import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { accountId, seedOrder } from '../../testing/order-fixtures.js';

const BASE = '/module/documents';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
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

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, username: string, payload?: object) {
  return t.app.inject({ method, url: `${BASE}${url}`, payload, headers: await t.auth(username) });
}

/** What a browser does with a signed URL: no bearer token, just the bytes. */
const put = (url: string, body: Buffer, contentType = 'application/pdf') => {
  const at = new URL(url);
  return t.app.inject({
    method: 'PUT',
    url: `${at.pathname}${at.search}`,
    payload: body,
    headers: { 'content-type': contentType },
  });
};
const get = (url: string) => {
  const at = new URL(url);
  return t.app.inject({ method: 'GET', url: `${at.pathname}${at.search}` });
};

async function createDocument(username = 'support') {
  const res = await call('POST', '/documents', username, {
    type: 'delivery_complain',
    assigned: ids.agent,
    reportTo: ids.manager,
    linkedObject: order.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; regionId: string };
}

/** The three steps of DOC-25 as the web takes them. */
async function attach(documentId: number, username = 'support', body = PDF, mediaType = 'application/pdf') {
  const link = await call('POST', '/attachments/request-url', username, {
    regionId: 'pe-central',
    contentType: mediaType,
  });
  expect(link.statusCode, link.body).toBe(200);
  const { path, url } = link.json() as { path: string; url: string };
  const uploaded = await put(url, body, mediaType);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return call('POST', '/attachments', username, { documentId, path, mediaType, name: 'guía de envío.pdf' });
}

describe('document attachments', () => {
  it('DOC-25 DOC-31 request a url, PUT the bytes, register: the attachment is {id, documentId, path, mediaType, name, url}', async () => {
    const doc = await createDocument();
    const registered = await attach(doc.id);
    expect(registered.statusCode, registered.body).toBe(201);
    const attachment = registered.json();
    expect(attachment).toMatchObject({
      documentId: doc.id,
      mediaType: 'application/pdf',
      name: 'guía de envío.pdf',
      size: PDF.length,
      createdBy: { id: ids.support },
    });
    expect(attachment.path).toMatch(/^documents\/pe-central\//);
    // Listed for anyone who may see the document, and found by path.
    const listed = (await call('GET', `/attachments/document/${doc.id}`, 'agent')).json();
    expect(listed.map((a: { id: number }) => a.id)).toEqual([attachment.id]);
    const byPath = await call('GET', `/attachments/get?path=${encodeURIComponent(attachment.path)}`, 'manager');
    expect(byPath.json()).toMatchObject({ id: attachment.id, path: attachment.path });
    // The download link gives back the same bytes, as a download with its name.
    const file = await get(listed[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('guía de envío.pdf')}`,
    );
  });

  it('DOC-31 downloads only for those who may see the document; links are signed', async () => {
    const doc = await createDocument();
    const attachment = (await attach(doc.id)).json();
    expect((await call('GET', `/attachments/document/${doc.id}`, 'agent2')).statusCode).toBe(404);
    expect(
      (await call('GET', `/attachments/get?path=${encodeURIComponent(attachment.path)}`, 'agent2')).statusCode,
    ).toBe(404);
    const forged = new URL(attachment.url);
    forged.searchParams.set('signature', 'x'.repeat(43));
    expect((await get(forged.toString())).statusCode).toBe(403);
    // A download link does not allow a PUT, and an upload link is refused for another region.
    expect((await put(attachment.url, PDF)).statusCode).toBe(403);
    const other = await call('POST', '/attachments/request-url', 'agent2', {
      regionId: 'pe-central',
      contentType: 'application/pdf',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toHaveProperty('regionId');
  });

  it('DOC-24 DOC-31 the server takes PDFs and images by content, at most 10 MB', async () => {
    const link = (
      await call('POST', '/attachments/request-url', 'support', { regionId: 'pe-central', contentType: 'text/html' })
    ).json();
    expect(link.errors).toHaveProperty('contentType');
    const ok = (
      await call('POST', '/attachments/request-url', 'support', { regionId: 'pe-central', contentType: 'image/png' })
    ).json() as { url: string; path: string };
    // An HTML page named and declared as a PNG is refused by its bytes.
    const html = await put(ok.url, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.statusCode).toBe(400);
    expect(html.json().errors).toHaveProperty('file');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    PDF.copy(big);
    expect((await put(ok.url, big)).statusCode).toBe(413);
    // A PNG is fine, but registering it as a PDF is not: the content decides.
    expect((await put(ok.url, PNG, 'image/png')).statusCode).toBe(201);
    const doc = await createDocument();
    const wrong = await call('POST', '/attachments', 'support', {
      documentId: doc.id,
      path: ok.path,
      mediaType: 'application/pdf',
      name: 'x.pdf',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('mediaType');
  });

  it("DOC-25 a path is registered once, by its uploader, on a document of the path's region", async () => {
    const doc = await createDocument();
    const link = (
      await call('POST', '/attachments/request-url', 'support', {
        regionId: 'pe-central',
        contentType: 'application/pdf',
      })
    ).json() as { url: string; path: string };
    const body = { documentId: doc.id, path: link.path, mediaType: 'application/pdf', name: 'a.pdf' };
    expect((await call('POST', '/attachments', 'support', body)).json().errors).toHaveProperty('path');
    await put(link.url, PDF);
    expect((await call('POST', '/attachments', 'manager', body)).json().errors).toHaveProperty('path');
    expect((await call('POST', '/attachments', 'support', body)).statusCode).toBe(201);
    expect((await call('POST', '/attachments', 'support', body)).statusCode).toBe(409);
    // The stored file is not replaced through the same link.
    expect((await put(link.url, PDF)).statusCode).toBe(409);
  });

  it("delete: by the uploader or the document's people, then gone with its file; both recorded in the history (DOC-27)", async () => {
    const doc = await createDocument();
    const attachment = (await attach(doc.id)).json();
    const admin = await call('DELETE', `/attachments/${attachment.id}`, 'admin');
    expect(admin.statusCode).toBe(403);
    expect((await call('DELETE', `/attachments/${attachment.id}`, 'agent')).statusCode).toBe(204);
    expect((await call('GET', `/attachments/document/${doc.id}`, 'support')).json()).toEqual([]);
    expect((await get(attachment.url)).statusCode).toBe(404);
    expect((await call('DELETE', `/attachments/${attachment.id}`, 'agent')).statusCode).toBe(404);
    const history = (await call('GET', `/documents/${doc.id}/history`, 'support')).json();
    expect(history.map((h: { field: string; oldValue: string | null; newValue: string | null }) => h)).toMatchObject([
      { field: 'attachment', oldValue: 'guía de envío.pdf', newValue: null, account: { id: ids.agent } },
      { field: 'attachment', oldValue: null, newValue: 'guía de envío.pdf', account: { id: ids.support } },
    ]);
  });
});
