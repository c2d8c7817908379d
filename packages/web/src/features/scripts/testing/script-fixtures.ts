import { HttpResponse, http } from 'msw';
import type { ScriptSummary, ScriptToConfirm, ScriptVersion } from '../types';

export const V1: ScriptVersion = {
  id: 11,
  number: 1,
  content: '<h2>Saludo</h2><p>Precio especial hoy</p>',
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-20T11:00:00.000Z',
};
export const V2: ScriptVersion = {
  id: 12,
  number: 2,
  content: '<h2>Saludo</h2><p>Precio único hoy</p>',
  createdAt: '2026-11-21T10:00:00.000Z',
  publishedAt: null,
};

export function makeScript(overrides: Partial<ScriptSummary> = {}): ScriptSummary {
  return {
    script: { id: 5, name: 'Guion Colágeno' },
    scriptId: 5,
    scriptName: 'Guion Colágeno',
    productId: 3,
    productName: 'Colágeno Plus',
    regionId: 'pe-central',
    offerIds: ['PE-COLAGENO-LMX'],
    linkedOfferIds: ['PE-COLAGENO-LMX'],
    lastPublishedScriptVersion: V1,
    lastPublishedScriptVersionId: V1.id,
    lastCreatedScriptVersion: V2,
    ...overrides,
  };
}

export type Call = { method: string; path: string; body?: unknown; query?: string };

/** The scripts API of one script, recording every call. */
export function scriptHandlers(calls: Call[], script: ScriptSummary = makeScript(), versions = [V2, V1]) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    calls.push({ method: request.method, path: url.pathname, body, query: url.search });
    return body as Record<string, unknown> | undefined;
  };
  let nextId = 100;
  return [
    http.get('*/module/scripts/api/v1/scripts', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ content: [script], totalSize: 31 });
    }),
    http.get('*/module/scripts/api/v1/scripts/:id/details', () => HttpResponse.json(script)),
    http.get('*/module/scripts/api/v1/scripts/:id/versions', () =>
      HttpResponse.json({ content: versions, totalSize: versions.length }),
    ),
    http.get('*/module/scripts/api/v1/scripts/:id/confirmations', () =>
      HttpResponse.json({
        versionId: 12,
        confirmed: [{ id: 1, name: 'Lucía', surname: 'Quispe', confirmedAt: '2026-11-22T12:00:00.000Z' }],
        pending: [{ id: 2, name: 'Pedro', surname: 'Ríos' }],
      }),
    ),
    http.post('*/module/scripts/api/v1/scripts/diff', async ({ request }) => {
      const body = (await request.json()) as { oldHtml: string; newHtml: string };
      return HttpResponse.json({ html: `<p><del>old</del><ins>${body.newHtml.length} chars</ins></p>` });
    }),
    http.post('*/module/scripts/api/v1/scripts', async ({ request }) => {
      await record(request);
      return HttpResponse.json(makeScript({ scriptId: 77 }), { status: 201 });
    }),
    http.post('*/module/scripts/api/v1/script-versions', async ({ request }) => {
      const body = await record(request);
      return HttpResponse.json(
        { id: nextId++, number: 3, content: body?.content, createdAt: '2026-11-22T10:00:00.000Z', publishedAt: null },
        { status: 201 },
      );
    }),
    http.put('*/module/scripts/api/v1/script-versions/:id', async ({ request, params }) => {
      const body = await record(request);
      return HttpResponse.json({ ...V2, id: Number(params.id), content: body?.content });
    }),
    http.post('*/module/scripts/api/v1/script-versions/:id/publish', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json({ ...V2, id: Number(params.id), publishedAt: '2026-11-22T11:00:00.000Z' });
    }),
  ];
}

export function toConfirm(overrides: Partial<ScriptToConfirm> = {}): ScriptToConfirm {
  return {
    scriptId: 5,
    scriptName: 'Guion Colágeno',
    productId: 3,
    productName: 'Colágeno Plus',
    lastPublishedScriptVersionId: 12,
    lastPublishedScriptVersionContent: '<p>Precio único hoy</p>',
    lastConfirmedScriptVersionId: 11,
    lastConfirmedScriptVersionContent: '<p>Precio especial hoy</p>',
    diffHtml: '<p>Precio <del>especial</del><ins>único</ins> hoy</p>',
    ...overrides,
  };
}

export function confirmHandlers(items: ScriptToConfirm[], confirmed: number[]) {
  return [
    http.get('*/module/scripts/api/v1/script-versions/to-confirm', () => HttpResponse.json(items)),
    http.post('*/module/scripts/api/v1/script-versions/:id/confirm', ({ params }) => {
      confirmed.push(Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
