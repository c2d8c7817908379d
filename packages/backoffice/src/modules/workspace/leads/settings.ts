/** How lead outcomes are followed up, and which offers the add-lead form may use. */
export type LeadSettings = {
  /** After this many No answer/Busy outcomes the lead is not called again (docs/decisions/0504). */
  maxAttempts: number;
  /** When an unanswered lead is tried again, unless the agent chose a time. */
  retryAfterSeconds: { noAnswer: number; busy: number };
  /** Offers the add-lead form may use start with this (LEAD-43; empty: every active offer). */
  newLeadOfferPrefix: string;
};

export const DEFAULT_LEAD_SETTINGS: LeadSettings = {
  maxAttempts: 6,
  retryAfterSeconds: { noAnswer: 30 * 60, busy: 10 * 60 },
  newLeadOfferPrefix: '',
};
