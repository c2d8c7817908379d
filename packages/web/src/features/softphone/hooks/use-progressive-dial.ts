import type { TaskDialing } from '@umbrella/contract';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getActiveSoftphone, subscribeActiveSoftphone } from '../active-softphone';
import type { CallData } from '../sip/types';

/**
 * - `waiting`: progressive, but the phone is not registered yet: the preview starts once it is.
 * - `counting`: the preview runs; the softphone dials when it reaches 0.
 * - `stopped`: the agent stopped it (or the phone could not dial at 0): the agent dials.
 * - `dialled`: a call was started for this task, by the countdown or by hand.
 * - `elsewhere`: another tab holds the phone (decision 1774's one-tab rule) and dials there.
 * - `manual`: the task is not progressive, its lead is outside its calling hours, or no phone runs.
 */
export type ProgressivePhase = 'waiting' | 'counting' | 'stopped' | 'dialled' | 'elsewhere' | 'manual';

export type ProgressiveDial = {
  phase: ProgressivePhase;
  secondsLeft: number;
  /** Dial now, without waiting for the preview to end. */
  skip(): void;
  /** Stop the countdown; the agent dials with the call button. */
  stop(): void;
};

type Countdown = { taskId: number; stage: 'running' | 'stopped' | 'dialled'; deadline: number | null };

const TICK_MS = 200;
const noSubscription = () => () => undefined;

/**
 * Progressive dialing on the desk (decision 1803): once per task, a countdown of the group's
 * preview from the moment the phone can dial, then the call through the same softphone command as
 * the call button — only in the tab that runs the phone, so two tabs never dial the same lead.
 */
export function useProgressiveDial(
  taskId: number,
  dialing: TaskDialing | undefined,
  callData: CallData,
): ProgressiveDial {
  const softphone = useSyncExternalStore(subscribeActiveSoftphone, getActiveSoftphone);
  // Re-read on every phone change: leadership, registration and calls decide what the countdown does.
  const phoneState = useSyncExternalStore(softphone?.subscribe ?? noSubscription, () => softphone?.getState() ?? null);
  const progressive = dialing?.mode === 'progressive';
  const owner = softphone?.isLeader() ?? false;
  const ready = owner && phoneState?.registration === 'Registered';
  const previewMs = (dialing?.previewSeconds ?? 0) * 1000;
  const [stored, setStored] = useState<Countdown>({ taskId, stage: 'running', deadline: null });
  const [now, setNow] = useState(() => Date.now());
  const latestCall = useRef(callData);
  latestCall.current = callData;

  // A new task starts its own countdown: the state is kept per task id.
  const countdown: Countdown = stored.taskId === taskId ? stored : { taskId, stage: 'running', deadline: null };
  const update = useCallback(
    (change: Partial<Countdown>) =>
      setStored((s) => ({ ...(s.taskId === taskId ? s : { taskId, stage: 'running', deadline: null }), ...change })),
    [taskId],
  );

  const dial = useCallback(() => {
    const phone = getActiveSoftphone();
    const state = phone?.getState();
    const canDial = phone?.isLeader() && state?.registration === 'Registered' && !state.call;
    if (phone && canDial) phone.run({ name: 'call', data: latestCall.current, test: false });
    update({ stage: canDial ? 'dialled' : 'stopped' });
  }, [update]);

  const running = progressive && ready && countdown.stage === 'running';
  const deadline = countdown.deadline;
  const callUp = phoneState?.call != null;

  useEffect(() => {
    if (!running) return;
    if (callUp) {
      // A call started by hand during the preview ends the countdown.
      update({ stage: 'dialled' });
      return;
    }
    if (deadline === null) {
      const at = Date.now();
      setNow(at);
      update({ deadline: at + previewMs });
      return;
    }
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) dial();
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [running, callUp, deadline, previewMs, dial, update]);

  const phase: ProgressivePhase =
    !progressive || !softphone
      ? 'manual'
      : !owner
        ? 'elsewhere'
        : countdown.stage !== 'running'
          ? countdown.stage
          : deadline === null
            ? 'waiting'
            : 'counting';
  return {
    phase,
    secondsLeft: Math.max(0, Math.ceil(((deadline ?? now + previewMs) - now) / 1000)),
    skip: () => {
      if (phase === 'counting' || phase === 'waiting') dial();
    },
    stop: () => {
      if (phase === 'counting' || phase === 'waiting') update({ stage: 'stopped' });
    },
  };
}
