import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

export type Task = Schemas['Task'];
export type TaskType = Task['type'];
export type Lead = Schemas['Lead'];
export type LeadDetails = Schemas['LeadDetails'];
export type AwaitingLead = Schemas['AwaitingLead'];
export type LeadHistoryItem = Schemas['LeadHistoryItem'];
export type AgentHistoryItem = Schemas['AgentHistoryItem'];
export type TaskExecution = Schemas['TaskExecution'];
export type InternalOffer = Schemas['InternalOffer'];
export type Product = Schemas['Product'];

/** What a "Create order" slot is given (the order modal of the order-capture issue fills it). */
export type CreateOrderSlotProps = {
  task: Task;
  lead: Lead;
  /** After the order is created: the task is cleared, the next fetched, /order/{id} opened (TASK-17, TASK-23). */
  onCreated: (order: { id: number; shortCode: string }) => void;
  /** After an order of the task is updated: "Order updated", the task is cleared and the next fetched (TASK-18). */
  onUpdated: () => void;
};

/** What the phone widget slot is given (the softphone issue fills it, LEAD-05). */
export type PhoneSlotProps = {
  task: Task;
  lead: Lead;
  /** The dial attempts failed: the lead is set to No answer (LEAD-33). */
  onDialFailed: (durations: { dialDuration: number }) => void;
  /** The number could not be reached; `limitExceeded` when the dialing limit was hit (RECALL-12, RECALL-13). */
  onUnavailable: (limitExceeded: boolean) => void;
  /** The line was busy on a progressive lead: Busy is recorded without a click (LEAD-29, decision 1805). */
  onBusy?: () => void;
};

/** Composition points of the tasks page; the route module fills them (features never import each other). */
export type TaskSlots = {
  CreateOrder?: React.ComponentType<CreateOrderSlotProps>;
  /** "New document" about an order task's order (the documents feature fills it, DOC-14). */
  CreateDocument?: React.ComponentType<{ task: Task }>;
  Phone?: React.ComponentType<PhoneSlotProps>;
  /** Ring and talk seconds of the last finished call for a lead, sent with its outcome (LEAD-34); null: no call. */
  callDurations?: (leadId: number) => { callDuration: number; dialDuration: number } | null;
  /**
   * Whether the phone lets the outcome buttons be used (PHONE-23, PHONE-24); a hook, read on every
   * render of the outcome buttons. Always usable without it.
   */
  useDialerButtonsEnabled?: () => boolean;
};
