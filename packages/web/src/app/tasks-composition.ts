import { isOnCall, LeadPhone, lastCallDurations, useDialerButtonsEnabled } from '@/features/softphone';
import type { TaskSlots } from '@/features/tasks/types';
import { CreateDocumentSlot } from './document-composition';
import { CreateOrderSlot } from './order-composition';

/**
 * What other features plug into /tasks (features never import each other; app/ composes them):
 * the order modal's "Create order" (order-capture issue), the phone widget and whether a call
 * is up (softphone issue). Each of those issues sets its part here; tests may replace them.
 */
export type TasksComposition = {
  slots: TaskSlots;
  /** True while a call is up: the shift is then extended without asking (SHIFT-09). */
  isCalling: () => boolean;
};

export const tasksComposition: TasksComposition = {
  slots: {
    Phone: LeadPhone,
    CreateOrder: CreateOrderSlot,
    callDurations: lastCallDurations,
    useDialerButtonsEnabled,
    CreateDocument: CreateDocumentSlot,
  },
  isCalling: isOnCall,
};
