import { useSyncExternalStore } from 'react';
import { getActiveSoftphone, subscribeActiveSoftphone } from '../active-softphone';
import { INITIAL_PHONE_STATE, isReconnecting, type PhoneState, pillState, shownCallState } from '../sip/phone-state';
import type { SoftphoneCommand } from '../sip/softphone';
import type { CallState, PillState } from '../sip/types';

const noop = () => () => undefined;

export type Phone = {
  /** A softphone is running for this agent (PHONE-01, PHONE-02). */
  available: boolean;
  state: PhoneState;
  pill: PillState;
  /** The signalling socket is being opened again during a call; the call and its audio go on. */
  reconnecting: boolean;
  /** The state the status label shows: the live call's, else the last call's. */
  callState: CallState | null;
  run(command: SoftphoneCommand): void;
};

/** The agent's softphone as screens see it: its state and the commands they may give. */
export function usePhone(): Phone {
  const softphone = useSyncExternalStore(subscribeActiveSoftphone, getActiveSoftphone);
  const state = useSyncExternalStore(softphone?.subscribe ?? noop, () => softphone?.getState() ?? INITIAL_PHONE_STATE);
  return {
    available: softphone !== null,
    state,
    pill: softphone ? pillState(state) : 'off',
    reconnecting: softphone !== null && isReconnecting(state),
    callState: shownCallState(state),
    run: (command) => softphone?.run(command),
  };
}
