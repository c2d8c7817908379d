import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { reminderQueryOptions } from './get-reminder';

export type ReminderChange =
  | { kind: 'set'; shortCode: string; callAt: string; notes: string }
  | { kind: 'update'; shortCode: string; callAt: string; notes: string }
  | { kind: 'delete'; shortCode: string };

/** Set (keyed: a retry sets it once), update or delete the order's reminder (ORDER-42). */
async function changeReminder(change: ReminderChange) {
  const path = { shortCode: change.shortCode };
  if (change.kind === 'set') {
    return unwrap(
      await api().POST('/module/orders/api/v1/reminders', {
        body: { orderShortCode: change.shortCode, callAt: change.callAt, notes: change.notes },
      }),
    );
  }
  if (change.kind === 'update') {
    return unwrap(
      await api().PUT('/module/orders/api/v1/reminders/{shortCode}', {
        params: { path },
        body: { callAt: change.callAt, notes: change.notes },
      }),
    );
  }
  // A refusal is thrown by the client's error middleware; a 204 has no body.
  await api().DELETE('/module/orders/api/v1/reminders/{shortCode}', { params: { path } });
  return null;
}

export function useChangeReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeReminder,
    onSettled: (_data, _error, change) =>
      queryClient.invalidateQueries({ queryKey: reminderQueryOptions(change.shortCode).queryKey }),
    meta: { errorMode: 'silent' },
  });
}
