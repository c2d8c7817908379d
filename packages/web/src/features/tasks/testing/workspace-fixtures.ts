import { leadRegion } from '@/testing/regions';
import type { AwaitingLead, Lead, Task } from '../types';

/** Sample data of the mocked back-office, shaped like its answers. */
export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 101,
    name: 'Rosa Pérez',
    phone: '+51987654321',
    encryptedPhone: 'lead-101',
    status: 0,
    status_name: 'SUBMIT',
    region: leadRegion('pe-central'),
    call_from: null,
    product: { id: 1, name: 'Colágeno Plus' },
    offerId: 'PE-COLAGENO-WEB',
    scriptId: 7,
    webmasterId: null,
    attempts: 0,
    comment: null,
    createdAt: '2026-11-22T14:00:00.000Z',
    ...overrides,
  };
}

export function makeTask(overrides: Partial<Task> = {}): Task {
  const context = overrides.context === undefined ? makeLead() : overrides.context;
  return {
    id: 501,
    type: 'LEAD',
    status: 'claimed',
    leadId: context?.id ?? null,
    orderId: null,
    dueAt: '2026-11-22T14:00:00.000Z',
    claimedAt: '2026-11-22T14:01:00.000Z',
    cancelReason: null,
    comment: null,
    context,
    order: null,
    ...overrides,
  };
}

export function makeOrderTask(type: 'RECALL' | 'CALL_BACK', overrides: Partial<Task> = {}): Task {
  return makeTask({
    id: 601,
    type,
    orderId: 9001,
    cancelReason: 'NO_RESPONDE',
    order: {
      id: 9001,
      shortCode: 'PE-9001',
      status: type === 'CALL_BACK' ? 8 : 3,
      cancelReason: 'NO_RESPONDE',
      statusComment: null,
    },
    ...overrides,
  });
}

export function awaiting(id: number, status_name: string, current = false): AwaitingLead {
  const status = { RECALL: 2, NO_ANSWER: 1, SUBMIT: 0 }[status_name] ?? 0;
  return {
    id,
    name: `Cliente ${id}`,
    phone: `+5198765${String(id).padStart(4, '0')}`,
    status,
    status_name,
    call_from: status_name === 'RECALL' ? '2026-11-22T16:00:00.000Z' : null,
    taskId: id + 400,
    taskType: status_name === 'RECALL' ? 'RECALL' : 'LEAD',
    current,
  };
}
