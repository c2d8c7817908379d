import { HttpResponse, http } from 'msw';
import { regionDto } from '@/testing/regions';
import type { AwaitingLead, Task } from '../types';
import { awaiting, makeLead } from './workspace-fixtures';

/** A request the mocked back-office received: path, JSON body and the Idempotency-Key. */
export type Received = { method: string; path: string; body: unknown; key: string | null };

export type WorkspaceState = {
  shift: { id: number; secondsLeft: number } | null;
  /** What the caller holds (get current) — null while nothing is claimed. */
  held: Task | null;
  /** What fetch next hands out, in order, once nothing is held. */
  queue: Task[];
  awaiting: AwaitingLead[];
  /** Leads another agent holds: claim-by-id answers without id. */
  takenByOthers: Set<number>;
  /** A status for fetch next / get current to fail with. */
  failNextWith?: { status: number; code?: string; message?: string };
  /** A status for every task/lead action to fail with. */
  failActionsWith?: { status: number; code?: string; message?: string };
  scriptFormat: 'html' | 'markdown';
  /** change-status and task actions fail this many times without an answer (a dropped connection). */
  networkFailures: number;
  /** change-status answers after this long (an outcome in flight). */
  actionDelayMs: number;
  received: Received[];
};

export function createWorkspaceState(overrides: Partial<WorkspaceState> = {}): WorkspaceState {
  return {
    shift: { id: 1, secondsLeft: 8 * 3600 },
    held: null,
    queue: [],
    awaiting: [
      awaiting(101, 'SUBMIT', true),
      awaiting(102, 'RECALL'),
      awaiting(103, 'NO_ANSWER'),
      awaiting(104, 'SUBMIT'),
    ],
    takenByOthers: new Set(),
    scriptFormat: 'html',
    networkFailures: 0,
    actionDelayMs: 0,
    received: [],
    ...overrides,
  };
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
const failure = (f: { status: number; code?: string; message?: string }) =>
  json({ message: f.message ?? `Failure ${f.status}`, code: f.code }, f.status);

/** The back-office of the workspace as MSW handlers over a mutable state the test inspects. */
export function workspaceHandlers(state: WorkspaceState) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    let body: unknown = null;
    if (request.method !== 'GET')
      body = await request
        .clone()
        .json()
        .catch(() => null);
    state.received.push({
      method: request.method,
      path: url.pathname,
      body,
      key: request.headers.get('Idempotency-Key'),
    });
    return body as Record<string, unknown>;
  };
  const finishHeld = () => {
    const done = state.held;
    state.held = null;
    return done;
  };
  const taskAction = (name: string, keepTask = false) =>
    http.post(`*/module/tasks/api/v1/tasks/${name}`, async ({ request }) => {
      await record(request);
      if (state.networkFailures > 0) {
        state.networkFailures -= 1;
        return HttpResponse.error();
      }
      if (state.failActionsWith) return failure(state.failActionsWith);
      const task = keepTask ? state.held : finishHeld();
      return json({ task: task ?? { id: 0 } });
    });

  return [
    http.get('*/module/shifts/api/v1/shifts/current', async ({ request }) => {
      await record(request);
      const s = state.shift;
      return json({
        shift: s && {
          id: s.id,
          startedAt: '2026-11-22T08:00:00.000Z',
          endsAt: new Date(Date.now() + s.secondsLeft * 1000).toISOString(),
          secondsLeft: s.secondsLeft,
        },
      });
    }),
    http.post('*/module/shifts/api/v1/shifts/start', async ({ request }) => {
      await record(request);
      state.shift = state.shift ?? { id: 2, secondsLeft: 8 * 3600 };
      return json({
        id: state.shift.id,
        startedAt: new Date().toISOString(),
        endsAt: new Date().toISOString(),
        secondsLeft: state.shift.secondsLeft,
      });
    }),
    http.post('*/module/shifts/api/v1/shifts/extend', async ({ request }) => {
      await record(request);
      if (!state.shift)
        return json({ message: 'There is no running shift. Start a new shift.', code: 'SHIFT_NOT_ACTIVE' }, 409);
      state.shift.secondsLeft = Math.max(state.shift.secondsLeft, 3600);
      return json({ secondsLeft: state.shift.secondsLeft, endsAt: new Date().toISOString() });
    }),
    http.post('*/module/shifts/api/v1/shifts/end', async ({ request }) => {
      await record(request);
      state.shift = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/module/tasks/api/v1/tasks/current', async ({ request }) => {
      await record(request);
      if (state.failNextWith) return failure(state.failNextWith);
      return json({ task: state.held });
    }),
    http.post('*/module/tasks/api/v1/tasks/next', async ({ request }) => {
      await record(request);
      if (state.failNextWith) return failure(state.failNextWith);
      if (!state.held) state.held = state.queue.shift() ?? null;
      return json({ task: state.held });
    }),
    taskAction('close'),
    taskAction('reschedule'),
    taskAction('reschedule-recall'),
    taskAction('skip'),
    taskAction('fail-rescue'),
    taskAction('set-final-status'),
    taskAction('update-reason', true),
    http.get('*/module/tasks/api/v1/tasks/:taskId/executions', async ({ request, params }) => {
      await record(request);
      return json([
        {
          id: 1,
          taskId: Number(params.taskId),
          taskType: 'LEAD',
          action: 'CLAIMED',
          accountId: 1,
          accountName: 'Ana Demo',
          comment: null,
          details: {},
          createdAt: '2026-11-22T14:01:00.000Z',
        },
        {
          id: 2,
          taskId: Number(params.taskId),
          taskType: 'LEAD',
          action: 'STATUS_CHANGED',
          accountId: 1,
          accountName: 'Ana Demo',
          comment: 'Llamar más tarde',
          details: {},
          createdAt: '2026-11-22T13:00:00.000Z',
        },
      ]);
    }),
    http.post('*/module/leads/leads/change-status', async ({ request }) => {
      const body = await record(request);
      if (state.actionDelayMs) await new Promise((resolve) => setTimeout(resolve, state.actionDelayMs));
      if (state.networkFailures > 0) {
        state.networkFailures -= 1;
        return HttpResponse.error();
      }
      if (state.failActionsWith) return failure(state.failActionsWith);
      finishHeld();
      return json({
        id: body.leadId,
        status: body.status,
        status_name: 'X',
        call_from: body.callAt ?? null,
        followUpTaskId: null,
      });
    }),
    http.post('*/module/leads/leads/fetch-by-id', async ({ request }) => {
      const body = await record(request);
      return json({ ...makeLead({ id: Number(body.leadId) }), awaitingLeads: state.awaiting });
    }),
    http.post('*/module/leads/leads/claim-by-id', async ({ request }) => {
      const body = await record(request);
      const leadId = Number(body.leadId);
      if (state.takenByOthers.has(leadId))
        return json({ claimed: false, message: 'Lead already claimed by another user' });
      const lead = makeLead({ id: leadId, name: `Cliente ${leadId}` });
      state.held = {
        ...(state.held ?? ({} as Task)),
        id: 700 + leadId,
        type: 'LEAD',
        status: 'claimed',
        leadId,
        orderId: null,
        dueAt: lead.createdAt,
        claimedAt: lead.createdAt,
        cancelReason: null,
        comment: null,
        context: lead,
        order: null,
      };
      return json({ ...lead, awaitingLeads: state.awaiting });
    }),
    http.post('*/module/leads/leads/search', async ({ request }) => {
      await record(request);
      return json([
        {
          id: 301,
          name: 'Rosa Pérez',
          status: 3,
          status_name: 'CANCEL',
          lastdate: '2026-11-20T10:00:00.000Z',
          phone: '+51987654321',
          regionId: 'pe-central',
        },
        {
          id: 302,
          name: 'Rosa Pérez',
          status: 0,
          status_name: 'SUBMIT',
          lastdate: '2026-11-21T10:00:00.000Z',
          phone: '+51987654321',
          regionId: 'pe-central',
        },
      ]);
    }),
    http.post('*/module/leads/leads/new-lead', async ({ request }) => {
      const body = await record(request);
      return json(makeLead({ id: 909, name: String(body.name), phone: String(body.phone) }), 201);
    }),
    http.get('*/module/leads/forms/check-form/:id', async ({ request, params }) => {
      await record(request);
      return json({ leadId: Number(params.id), filled: false, age: null, sex: null });
    }),
    http.post('*/module/leads/forms/add-form', async ({ request }) => {
      const body = await record(request);
      return json({ leadId: body.leadId, filled: true, age: body.age, sex: body.sex });
    }),
    http.get('*/module/leads/api/v1/offers', async ({ request }) => {
      await record(request);
      const regionId = new URL(request.url).searchParams.get('regionId');
      return json([
        {
          id: `${regionId}-OFFER-1`,
          name: 'Web',
          productId: 1,
          productName: 'Colágeno Plus',
          priceMinor: 15900,
          currency: 'PEN',
          webmasterId: null,
        },
        {
          id: `${regionId}-OFFER-2`,
          name: 'Bot',
          productId: 2,
          productName: 'Artrovid Gel',
          priceMinor: 12900,
          currency: 'PEN',
          webmasterId: null,
        },
      ]);
    }),
    http.get('*/module/leads/api/v1/agent-history', async ({ request }) => {
      await record(request);
      const row = (id: number, status: number) => ({
        id,
        shortCode: `PE-${id}`,
        leadId: id - 1000,
        name: `Cliente ${id}`,
        status,
        status_name: 'X',
        lastdate: '2026-11-21T10:00:00.000Z',
        phone: '+51987650000',
      });
      return json([row(1001, 5), row(1002, 10), row(1002, 7), row(1003, 7), row(1003, 7), row(1004, 3)]);
    }),
    http.post('*/module/leads/api/v1/logs', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/module/catalog/api/v1/regions/by-lead/:leadId', () => json(regionDto('pe-central'))),
    http.get('*/module/catalog/api/v1/products/by-region/:regionId', () =>
      json([
        {
          id: 1,
          name: 'Colágeno Plus',
          description: 'Colágeno con vitamina C',
          regionId: 'pe-central',
          price: 15900,
          currency: 'PEN',
        },
        {
          id: 2,
          name: 'Artrovid Gel',
          description: 'Gel para articulaciones',
          regionId: 'pe-central',
          price: 12900,
          currency: 'PEN',
        },
      ]),
    ),
    http.get('*/module/delivery/api/v1/providers', () =>
      json([
        { id: 1, code: 'OLVA', name: 'Olva Courier', regionId: 'pe-central', prepay: false, cashOnDelivery: true },
      ]),
    ),
    http.get('*/module/scripts/api/v1/scripts/:id', ({ params }) =>
      json({
        id: Number(params.id),
        productId: 1,
        title: 'Guion Colágeno Plus',
        version: 1,
        format: state.scriptFormat,
        body:
          state.scriptFormat === 'html'
            ? '<h2>Saludo</h2><p>Buenos días <img src=x onerror="alert(1)"></p><h2>Cierre</h2><p>Gracias</p><script>alert(2)</script>'
            : '## Saludo\n\nBuenos días\n\n## Precio\n\n**S/ 159**\n\n## Cierre\n\nGracias',
        publishedAt: '2026-11-01T00:00:00.000Z',
      }),
    ),
  ];
}
