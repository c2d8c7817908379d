import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The order's reminder by short code, or null (ORDER-39, ORDER-42). */
export async function getReminder(shortCode: string, signal?: AbortSignal) {
  const answer = unwrap(
    await api().GET('/module/orders/api/v1/reminders/{shortCode}', { params: { path: { shortCode } }, signal }),
  );
  return answer.reminder;
}

export const reminderQueryOptions = (shortCode: string) =>
  queryOptions({
    queryKey: ['orders', 'reminder', shortCode],
    queryFn: ({ signal }) => getReminder(shortCode, signal),
    staleTime: 0,
    meta: { errorMode: 'silent' },
  });
