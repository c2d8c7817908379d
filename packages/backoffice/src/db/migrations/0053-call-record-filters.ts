import { type Kysely, sql } from 'kysely';

/**
 * Every filter of the call-records page served by an index (decision 1431):
 * - the webmaster filter by the webmaster's calls by date;
 * - the lead-status filter by a copy of the lead's current status on each call, set when the
 *   call is written and kept when the lead's status changes (triggers), indexed by date;
 * - the phone filter, which matches the lead's phone by its last digits, by an index on the
 *   reversed phone: a prefix search on leads, then the calls through call_records_lead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index call_records_webmaster_date on call_records (webmaster_id, call_date desc)`.execute(db);
  await sql`alter table call_records add column lead_status integer`.execute(db);
  await sql`update call_records c set lead_status = l.status from leads l where l.id = c.lead_id`.execute(db);
  await sql`alter table call_records alter column lead_status set default 0`.execute(db);
  await sql`update call_records set lead_status = 0 where lead_status is null`.execute(db);
  await sql`alter table call_records alter column lead_status set not null`.execute(db);
  await sql`create index call_records_lead_status_date on call_records (lead_status, call_date desc)`.execute(db);
  await sql`
    create function telephony_call_lead_status() returns trigger language plpgsql as $$
    begin
      new.lead_status := coalesce((select status from leads where id = new.lead_id), new.lead_status, 0);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger call_records_lead_status before insert on call_records for each row
    execute function telephony_call_lead_status()`.execute(db);
  await sql`
    create function telephony_lead_status_to_calls() returns trigger language plpgsql as $$
    begin
      update call_records set lead_status = new.status where lead_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger leads_status_to_calls after update of status on leads for each row
    when (old.status is distinct from new.status) execute function telephony_lead_status_to_calls()`.execute(db);
  await sql`create index leads_phone_reversed on leads (reverse(phone) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index leads_phone_reversed`.execute(db);
  await sql`drop trigger leads_status_to_calls on leads`.execute(db);
  await sql`drop function telephony_lead_status_to_calls()`.execute(db);
  await sql`drop trigger call_records_lead_status on call_records`.execute(db);
  await sql`drop function telephony_call_lead_status()`.execute(db);
  await sql`alter table call_records drop column lead_status`.execute(db);
  await sql`drop index call_records_webmaster_date`.execute(db);
}
