import { useQueryClient } from '@tanstack/react-query';
import { SHIFT_ENDING_NOTICE_SECONDS } from '@umbrella/contract';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSession } from '@/lib/auth/session-context';
import { raiseError } from '@/lib/errors/error-store';
import { usePushedEvent } from '@/lib/events/events-context';
import { endShift } from '../api/end-shift';
import { extendShift } from '../api/extend-shift';
import { currentShiftQueryOptions, getCurrentShift, useCurrentShift } from '../api/get-current-shift';
import { startShift } from '../api/start-shift';

export type ShiftPrompt = 'newShift' | 'extend' | null;

export type ShiftLifecycleOptions = {
  /** MANAGER works without a shift and is never offered one (SHIFT-04, decision 0801). */
  isManager: boolean;
  /** shift:report extends the shift when the page loads (SHIFT-11). */
  extendOnLoad: boolean;
  /** True while the softphone has a call up: the shift is then extended silently (SHIFT-09). */
  isCalling: () => boolean;
};

const NOTICE_MS = SHIFT_ENDING_NOTICE_SECONDS * 1000;

/**
 * The work shift as /tasks lives it (SHIFT-01..14): whether the page may show, the new-shift
 * prompt, and the extension prompt 60 s before the end — timed from the server's secondsLeft
 * (browser and server clocks may differ) and cut short by the pushed `shift.ending`.
 */
export function useShiftLifecycle({ isManager, extendOnLoad, isCalling }: ShiftLifecycleOptions) {
  const session = useSession();
  const queryClient = useQueryClient();
  const current = useCurrentShift();
  const [prompt, setPrompt] = useState<ShiftPrompt>(null);
  const [busy, setBusy] = useState(false);
  /** Browser time at which the shift ends, from the last answer that said how much was left. */
  const [deadline, setDeadline] = useState<number | null>(null);
  const extendedOnLoad = useRef(false);
  const handling = useRef(false);

  const running = current.data != null;
  const shiftKey = currentShiftQueryOptions().queryKey;

  useEffect(() => {
    if (current.data) setDeadline(current.dataUpdatedAt + current.data.secondsLeft * 1000);
    else if (current.isSuccess) setDeadline(null);
  }, [current.data, current.dataUpdatedAt, current.isSuccess]);

  const showNewShift = useCallback(() => {
    queryClient.setQueryData(shiftKey, null);
    setPrompt(isManager ? null : 'newShift');
  }, [queryClient, shiftKey, isManager]);

  useEffect(() => {
    if (current.isSuccess && current.data === null && !isManager) setPrompt((p) => p ?? 'newShift');
  }, [current.isSuccess, current.data, isManager]);

  const extend = useCallback(async (): Promise<boolean> => {
    try {
      const result = await extendShift();
      setDeadline(Date.now() + result.secondsLeft * 1000);
      void queryClient.invalidateQueries({ queryKey: shiftKey });
      return true;
    } catch {
      showNewShift();
      return false;
    }
  }, [queryClient, shiftKey, showNewShift]);

  const logOut = useCallback(async () => {
    setPrompt(null);
    await session.signOut();
  }, [session]);

  const endAndLogOut = useCallback(async () => {
    setBusy(true);
    await endShift().catch(() => undefined);
    await logOut();
  }, [logOut]);

  // SHIFT-11: shift:report extends on load (once); a failure offers a new shift (SHIFT-10).
  useEffect(() => {
    if (!extendOnLoad || !running || extendedOnLoad.current) return;
    extendedOnLoad.current = true;
    void extend();
  }, [extendOnLoad, running, extend]);

  const onEnding = useEffectEvent(async (fromPush: boolean) => {
    if (prompt || handling.current) return;
    handling.current = true;
    try {
      await handleEnding(fromPush);
    } finally {
      handling.current = false;
    }
  });

  const handleEnding = useEffectEvent(async (fromPush: boolean) => {
    if (isCalling()) {
      await extend();
      return;
    }
    if (!fromPush) {
      // Task actions extend the shift on the server (SHIFT-12): ask before interrupting the agent.
      const fresh = await getCurrentShift().catch(() => undefined);
      if (fresh === null) return showNewShift();
      if (fresh && fresh.secondsLeft * 1000 > NOTICE_MS + 2000) {
        setDeadline(Date.now() + fresh.secondsLeft * 1000);
        return;
      }
    }
    setPrompt('extend');
  });

  useEffect(() => {
    if (deadline === null || prompt) return;
    const timer = setTimeout(() => void onEnding(false), Math.max(0, deadline - NOTICE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline, prompt]);

  usePushedEvent('shift.ending', () => void onEnding(true));

  usePushedEvent('shift.ended', () => {
    // Unanswered prompt and the shift's end arrive together: the prompt's rule wins (SHIFT-08).
    if (prompt === 'extend') void endAndLogOut();
    else showNewShift();
  });

  return {
    /** The /tasks content may show (SHIFT-04). */
    open: isManager || running,
    loading: current.isPending,
    prompt,
    busy,
    /** The queue said the shift is gone (409 SHIFT_NOT_ACTIVE): offer a new one (SHIFT-10). */
    lost: showNewShift,
    async start() {
      setBusy(true);
      try {
        const shift = await startShift();
        queryClient.setQueryData(shiftKey, shift);
        setPrompt(null);
      } catch (error) {
        raiseError(error);
      } finally {
        setBusy(false);
      }
    },
    logOut,
    async continueShift() {
      setBusy(true);
      const ok = await extend();
      setBusy(false);
      if (ok) setPrompt(null);
    },
    /** "End shift" or no answer within 60 s: extend silently mid-call, else end and log out (SHIFT-07..09). */
    async decline() {
      if (isCalling()) {
        setPrompt(null);
        await extend();
        return;
      }
      await endAndLogOut();
    },
  };
}

export type ShiftLifecycle = ReturnType<typeof useShiftLifecycle>;
