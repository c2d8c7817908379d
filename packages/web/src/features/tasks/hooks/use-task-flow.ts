import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiError } from '@/lib/errors/app-errors';
import { usePushedEvent } from '@/lib/events/events-context';
import { fetchNextTask } from '../api/fetch-next-task';
import { getCurrentTask } from '../api/get-current-task';
import { pollDelay } from '../lib/polling';
import { openTaskChannel, type TaskMoved } from '../lib/task-channel';
import type { Task } from '../types';

export type TaskFlowPhase = 'loading' | 'searching' | 'task';

export type TaskFlowOptions = {
  /** 409 SHIFT_NOT_ACTIVE: the shift is gone; the shift gate offers a new one. */
  onShiftNotActive?: () => void;
  /** An error the page cannot work around (SHELL-63); a 403 is tolerated (SHELL-64). */
  onPageError: (error: unknown) => void;
};

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * The task queue as the agent sees it (TASK-08..16): the held task after a reload, else fetch
 * next; while there is none, poll fetch-next with back-off (5 s steps up to 60 s), cut short by
 * a pushed `task.available`. Finishing a task fetches the next one straight away; another tab
 * moving to another task reloads this one's (lib/task-channel).
 */
export function useTaskFlow({ onShiftNotActive, onPageError }: TaskFlowOptions) {
  const [phase, setPhase] = useState<TaskFlowPhase>('loading');
  const [task, setTask] = useState<Task | null>(null);
  const [polls, setPolls] = useState(0);
  const [nextPollAt, setNextPollAt] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<Task | null> | null>(null);
  const pollCount = useRef(0);
  const channel = useRef<BroadcastChannel | null>(null);
  /** The task this tab last showed (undefined before the first), told to the other tabs when it changes. */
  const shownId = useRef<number | null | undefined>(undefined);

  const stopPolling = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setNextPollAt(null);
  }, []);

  const failed = useEffectEvent((error: unknown) => {
    if (isStatus(error, 409) && error instanceof ApiError && error.code === 'SHIFT_NOT_ACTIVE') {
      onShiftNotActive?.();
      return 'stop' as const;
    }
    if (error instanceof ApiError && error.status !== 403) {
      onPageError(error);
      return 'stop' as const;
    }
    return 'retry' as const; // network, timeout, a tolerated 403: try again on the back-off
  });

  const schedule = useEffectEvent(() => {
    pollCount.current += 1;
    const delay = pollDelay(pollCount.current);
    setPolls(pollCount.current);
    setNextPollAt(Date.now() + delay);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void next(), delay);
  });

  const show = useEffectEvent((found: Task | null) => {
    const id = found?.id ?? null;
    if (id !== shownId.current) {
      shownId.current = id;
      channel.current?.postMessage({ taskId: id } satisfies TaskMoved);
    }
    if (found) {
      stopPolling();
      pollCount.current = 0;
      setPolls(0);
      setTask(found);
      setPhase('task');
    } else {
      setTask(null);
      setPhase('searching');
      schedule();
    }
  });

  /** Fetch next (TASK-08); concurrent callers share one request. */
  const next = useCallback(async (): Promise<Task | null> => {
    if (inFlight.current) return inFlight.current;
    clearTimeout(timer.current);
    const request = fetchNextTask()
      .then((found) => {
        show(found);
        return found;
      })
      .catch((error: unknown) => {
        if (failed(error) === 'retry') show(null);
        else stopPolling();
        return null;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = request;
    return request;
  }, [stopPolling]);

  useEffect(() => {
    let cancelled = false;
    getCurrentTask()
      .then((held) => {
        if (cancelled) return;
        if (held) show(held);
        else void next();
      })
      .catch((error: unknown) => {
        if (!cancelled && failed(error) === 'retry') void next();
      });
    return () => {
      cancelled = true;
      clearTimeout(timer.current);
    };
  }, [next]);

  /** After a claim by id, or another tab moving on: show the agent's current task. */
  const reloadCurrent = useCallback(async () => {
    const held = await getCurrentTask().catch((error: unknown) => {
      failed(error);
      return null;
    });
    if (held) show(held);
    else await next();
  }, [next]);

  const follow = useEffectEvent((moved: TaskMoved) => {
    if (moved.taskId !== shownId.current) void reloadCurrent();
  });
  useEffect(() => {
    const opened = openTaskChannel();
    if (!opened) return;
    channel.current = opened;
    opened.onmessage = (event: MessageEvent<TaskMoved>) => follow(event.data);
    return () => {
      channel.current = null;
      opened.close();
    };
  }, []);

  usePushedEvent('task.available', () => {
    if (phase === 'searching') void next();
  });
  usePushedEvent('task.assigned', () => {
    if (phase === 'searching') void next();
  });

  return {
    phase,
    task,
    /** Polls made in this search (the back-off step). */
    polls,
    nextPollAt,
    next,
    /** After a claim by id: the claimed lead's task is now the held one. */
    reloadCurrent,
  };
}

export type TaskFlow = ReturnType<typeof useTaskFlow>;
