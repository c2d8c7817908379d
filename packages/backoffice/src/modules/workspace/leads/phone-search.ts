/** Finding a lead by the end of its phone (LEAD-56), within the caller's regions. */
import { type LeadHistoryItem, statusName } from '@umbrella/contract';
import type { ModuleDb } from '../../../db/owners.js';
import { invalid } from '../../../platform/http-error.js';
import { visiblePhone } from '../../../platform/phone-mask.js';
import type { TaskCaller } from '../tasks/service.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export function createPhoneSearch(db: ModuleDb<'workspace'>) {
  return {
    /** search {phone} (LEAD-56): leads of the caller's regions whose phone ends with these digits. */
    async search(caller: TaskCaller, phone: string): Promise<LeadHistoryItem[]> {
      const digits = phone.replace(/\D/g, '');
      if (digits.length < 6) throw invalid('phone', 'must have at least 6 digits');
      if (!caller.regionIds.length) return [];
      const rows = await db
        .selectFrom('leads')
        .select(['id', 'name', 'phone', 'status', 'region_id', 'created_at', 'updated_at', 'last_status_at'])
        .where('phone', 'like', `%${digits}`)
        .where('region_id', 'in', caller.regionIds)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        status: r.status,
        status_name: statusName(r.status),
        lastdate: iso(r.last_status_at ?? r.updated_at ?? r.created_at),
        phone: visiblePhone(caller, r.phone),
        regionId: r.region_id,
      }));
    },
  };
}
