import type { LeadFullDetails } from '@umbrella/contract';
import { HttpResponse, http } from 'msw';
import { leadRegion } from '@/testing/regions';

/** A Peru lead that was called (Recall), called back and became an order. */
export function makeLeadDetails(overrides: Partial<LeadFullDetails> = {}): LeadFullDetails {
  const agent = { accountId: 1, name: 'Ana Demo' };
  return {
    lead: {
      id: 12,
      name: 'Rosa Pérez',
      phone: '+51987654321',
      status: 5,
      status_name: 'CONFIRMED',
      region: leadRegion('pe-central'),
      product: { id: 3, name: 'Colágeno Plus' },
      comment: null,
      attempts: 1,
      callAt: null,
      holder: null,
      createdAt: '2026-11-20T15:00:00.000Z',
    },
    offer: { id: 'PE-COLAGENO-LMX', name: 'Colágeno Lima', priceMinor: 14_900, currency: 'PEN' },
    webmaster: { id: 2, name: 'LeadMax' },
    history: [
      {
        at: '2026-11-21T16:10:00.000Z',
        source: 'ORDER',
        action: 'CHANGE_STATUS',
        who: agent,
        status: 5,
        comment: null,
        taskType: null,
        orderId: 77,
      },
      {
        at: '2026-11-20T15:05:00.000Z',
        source: 'TASK',
        action: 'STATUS_CHANGED',
        who: agent,
        status: 2,
        comment: 'Llamar por la tarde',
        taskType: 'LEAD',
        orderId: null,
      },
    ],
    calls: [
      { at: '2026-11-20T15:05:00.000Z', who: agent, status: 2, callSeconds: 42, dialSeconds: 7, recordingUrl: null },
    ],
    recalls: [
      {
        taskId: 31,
        dueAt: '2026-11-21T16:00:00.000Z',
        status: 'closed',
        who: agent,
        reason: null,
        comment: 'Llamar por la tarde',
        orderId: null,
      },
    ],
    orders: [
      {
        id: 77,
        shortCode: 'ABC-123-456',
        status: 5,
        status_name: 'CONFIRMED',
        totalMinor: 14_900,
        currency: 'PEN',
        createdAt: '2026-11-21T16:10:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The details route over a map of leads; any other id answers the server's 404. */
export function leadDetailsHandler(leads: Map<number, LeadFullDetails>, requests: number[] = []) {
  return http.get('*/module/leads/api/v1/leads/:leadId/details', ({ params }) => {
    const id = Number(params.leadId);
    requests.push(id);
    const lead = leads.get(id);
    return lead
      ? HttpResponse.json(lead)
      : HttpResponse.json({ message: 'Lead not found', code: 'NOT_FOUND' }, { status: 404 });
  });
}
