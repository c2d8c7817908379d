import { usePhone } from './use-phone';

/**
 * Whether the task's outcome (dialer) buttons may be used: not in the first 5 s of dialing, and
 * during a test call not before it is answered (PHONE-23, PHONE-24, A-19 reading (a)).
 */
export function useDialerButtonsEnabled(): boolean {
  return usePhone().state.buttonsEnabled;
}
