import { api, unwrap } from '@/lib/api/api';

/** Sends the device clock in seconds; the server says whether it is within its tolerance (AUTH-24). */
export async function compareTime(now: Date = new Date()) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return unwrap(await api().GET('/module/account/api/v1/compare-time', { params: { query: { timestamp } } }));
}
