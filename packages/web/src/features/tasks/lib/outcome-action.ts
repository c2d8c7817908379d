import type { CancelReason } from '@umbrella/contract';
import type { OutcomeResult } from '../hooks/use-outcome';

type Sent = Promise<OutcomeResult>;

/**
 * One outcome of a task as a table row: its button and key, the dialog that asks for what it
 * needs (none: sent at once), and the sender given what the dialog collected. `key` names the
 * action being sent and the dialog's draft.
 */
export type OutcomeAction = {
  key: string;
  hotkey: string;
  label: string;
  danger?: boolean;
  disabled?: boolean;
} & (
  | { dialog?: undefined; send: () => Sent }
  | { dialog: 'confirm'; text: string; send: () => Sent }
  | { dialog: 'comment'; text?: string; send: (comment: string) => Sent }
  | {
      dialog: 'reason';
      alwaysComment?: boolean;
      send: (value: { reason: CancelReason; comment: string | null }) => Sent;
    }
  | { dialog: 'recall'; withComment: boolean; send: (value: { time: string; comment: string | null }) => Sent }
  | { dialog: 'notInterested'; send: (comment: string) => Sent }
);
