import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError, TimeoutError } from '@/lib/errors/app-errors';
import { feedback } from '@/lib/feedback/feedback';
import type { AttemptKey } from '../api/keyed';
import { writeLeadLog } from '../api/write-lead-log';
import { attemptKey } from '../lib/attempt-keys';
import { SUCCESS_SECONDS } from '../lib/notice-durations';
import type { Task } from '../types';

export type OutcomeRequest = {
  /** The action's name: the lead log line (LEAD-36) and the in-flight marker. */
  action: string;
  /** 'lead': "Lead updated" (ERR-30); 'task': "Task updated" (ERR-31); 'reason': "Task reason was updated" and the task stays (ERR-34). */
  kind: 'lead' | 'task' | 'reason';
  /** What makes two attempts the same decision (the body sent). */
  payload: unknown;
  send: (key: AttemptKey) => Promise<unknown>;
};

/** The answer a dialog can show: field errors of a 400, or nothing. */
export type OutcomeResult = { ok: true } | { ok: false; fieldErrors?: Record<string, string> };

export type OutcomeOptions = {
  task: Task;
  /** Fetches the next task (TASK-15, TASK-16) once the outcome is recorded. */
  next: () => Promise<unknown>;
  onPageError: (error: unknown) => void;
};

/**
 * Sends one outcome of the current task: never twice at once (a synchronous lock, not only a
 * disabled button), with the Idempotency-Key of its attempt, then the notification and the next
 * task. A task taken away meanwhile (409) moves on to the next one.
 */
export function useOutcome({ task, next, onPageError }: OutcomeOptions) {
  const { t } = useTranslation();
  const lock = useRef(false);
  const [pending, setPending] = useState<string | null>(null);

  const run = useCallback(
    async (request: OutcomeRequest): Promise<OutcomeResult> => {
      const failure = (error: unknown): OutcomeResult => {
        if (error instanceof ApiError && error.status === 409) {
          feedback.message.warning(error.message);
          void next();
          return { ok: false };
        }
        if (error instanceof ApiError && error.status === 400) {
          feedback.message.error(error.message);
          return { ok: false, fieldErrors: error.fieldTexts };
        }
        if (error instanceof ApiError && error.status === 403) {
          feedback.message.error(error.message); // tolerated on the lead page (SHELL-64)
          return { ok: false };
        }
        if (error instanceof NetworkError || error instanceof TimeoutError) {
          feedback.message.error(t('tasks.errors.network'));
          return { ok: false };
        }
        onPageError(error);
        return { ok: false };
      };

      if (lock.current) return { ok: false };
      lock.current = true;
      setPending(request.action);
      const idempotencyKey = attemptKey(task.id, `${request.action}:${JSON.stringify(request.payload)}`);
      try {
        await request.send({ idempotencyKey });
        // Logged after the next task is fetched: the log line must not slow the agent down.
        const log = () => {
          if (task.leadId && request.kind === 'lead') writeLeadLog(task.leadId, request.action);
        };
        if (request.kind === 'reason') {
          feedback.message.success(t('tasks.notifications.reasonUpdated'), SUCCESS_SECONDS);
          return { ok: true };
        }
        const title =
          request.kind === 'lead' ? t('tasks.notifications.leadUpdated') : t('tasks.notifications.taskUpdated');
        await next();
        log();
        feedback.notification.success({
          title,
          description: t('tasks.notifications.newTaskLoaded'),
          duration: SUCCESS_SECONDS,
        });
        return { ok: true };
      } catch (error) {
        return failure(error);
      } finally {
        lock.current = false;
        setPending(null);
      }
    },
    [task.id, task.leadId, next, t, onPageError],
  );

  return { run, pending, busy: pending !== null };
}

export type Outcome = ReturnType<typeof useOutcome>;
