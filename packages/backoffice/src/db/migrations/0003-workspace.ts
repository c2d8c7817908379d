import { type Kysely, sql } from 'kysely';

/**
 * The agent workspace: work shifts, the task queue with its execution history, the lead columns
 * the queue needs (holder, call time, attempts), survey answers, the lead action log (also every
 * unmasked phone reveal) and a minimal orders table that the order-capture work extends.
 *
 * Two triggers keep the queue complete whoever writes the rows (intake API, demo generator,
 * seeds, other modules): a lead inserted in a callable status gets its task, and an order that
 * becomes Refused (8) gets a CALL_BACK task (docs/decisions/0501-task-queue.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('holder_account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('call_at', 'timestamptz')
    .addColumn('last_status_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('leads_holder').on('leads').column('holder_account_id').execute();
  await db.schema.createIndex('leads_phone').on('leads').column('phone').execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('short_code', 'text', (c) => c.notNull().unique())
    .addColumn('lead_id', 'integer', (c) => c.references('leads.id'))
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_reason', 'text')
    .addColumn('status_comment', 'text')
    // Set when an agent gives the order its final status: no further call-back task is made.
    .addColumn('final_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('orders_lead').on('orders').column('lead_id').execute();
  await db.schema.createIndex('orders_created_by').on('orders').columns(['created_by', 'created_at']).execute();

  await db.schema
    .createTable('shifts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text', (c) => c.check(sql`end_reason in ('ENDED', 'EXPIRED')`))
    .addColumn('ending_notified_at', 'timestamptz')
    .execute();
  await sql`create unique index shifts_one_active on shifts (account_id) where ended_at is null`.execute(db);
  await sql`create index shifts_active_ends on shifts (ends_at) where ended_at is null`.execute(db);

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('LEAD', 'CALL_BACK', 'RECALL')`))
    .addColumn('lead_id', 'integer', (c) => c.references('leads.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    // Copied from the lead/order so that the queue query filters one table (distribution by group).
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('product_id', 'integer')
    .addColumn('webmaster_id', 'integer')
    // Holder of a claimed task; on an open task, the agent it is reserved for (follow-ups).
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status in ('open', 'claimed', 'closed', 'skipped')`),
    )
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    // When waiting agents were told the task is available (null: not yet announced).
    .addColumn('announced_at', 'timestamptz')
    .addCheckConstraint('tasks_subject', sql`lead_id is not null or order_id is not null`)
    .execute();
  await sql`create index tasks_pool on tasks (due_at, id) where status = 'open'`.execute(db);
  await sql`create index tasks_reserved on tasks (account_id, due_at) where status = 'open' and account_id is not null`.execute(
    db,
  );
  await sql`create unique index tasks_one_per_agent on tasks (account_id) where status = 'claimed'`.execute(db);
  await sql`create unique index tasks_one_per_lead on tasks (lead_id) where status = 'claimed'`.execute(db);
  await sql`create index tasks_unannounced on tasks (due_at) where status = 'open' and announced_at is null`.execute(
    db,
  );
  await db.schema.createIndex('tasks_lead').on('tasks').column('lead_id').execute();
  await db.schema.createIndex('tasks_order').on('tasks').column('order_id').execute();

  await db.schema
    .createTable('task_executions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('task_executions_task').on('task_executions').columns(['task_id', 'id']).execute();

  await db.schema
    .createTable('lead_surveys')
    .addColumn('lead_id', 'integer', (c) => c.primaryKey().references('leads.id').onDelete('cascade'))
    .addColumn('age', 'integer', (c) => c.notNull().check(sql`age between 18 and 99`))
    .addColumn('sex', 'text', (c) => c.notNull().check(sql`sex in ('M', 'F')`))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('lead_logs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('lead_id', 'integer', (c) => c.references('leads.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_logs_lead').on('lead_logs').columns(['lead_id', 'id']).execute();
  await db.schema.createIndex('lead_logs_account').on('lead_logs').columns(['account_id', 'created_at']).execute();

  // A lead arriving in a callable status enters the queue: Recall (2) as a RECALL task due at its
  // call time, Submit/No answer/Busy as a LEAD task; a lead created with a holder is reserved for it.
  await sql`
    create function workspace_enqueue_lead() returns trigger language plpgsql as $$
    begin
      insert into tasks (type, lead_id, region_id, product_id, webmaster_id, account_id, status, due_at, created_at)
      values (case when new.status = 2 then 'RECALL' else 'LEAD' end, new.id, new.region_id, new.product_id,
              new.webmaster_id, new.holder_account_id, 'open', coalesce(new.call_at, new.created_at), new.created_at);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger leads_enqueue after insert on leads for each row
    when (new.status in (0, 1, 2, 21)) execute function workspace_enqueue_lead()`.execute(db);

  await sql`
    create function workspace_enqueue_callback() returns trigger language plpgsql as $$
    begin
      if new.status = 8 and new.final_at is null
         and (tg_op = 'INSERT' or old.status is distinct from 8)
         and not exists (select 1 from tasks where order_id = new.id and type = 'CALL_BACK' and status in ('open', 'claimed'))
      then
        insert into tasks (type, lead_id, order_id, region_id, product_id, webmaster_id, status, due_at, created_at)
        select 'CALL_BACK', new.lead_id, new.id, new.region_id, l.product_id, l.webmaster_id, 'open',
               new.updated_at, new.updated_at
        from (select 1) as one left join leads l on l.id = new.lead_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger orders_enqueue_callback after insert or update of status on orders for each row
    execute function workspace_enqueue_callback()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists orders_enqueue_callback on orders`.execute(db);
  await sql`drop function if exists workspace_enqueue_callback()`.execute(db);
  await sql`drop trigger if exists leads_enqueue on leads`.execute(db);
  await sql`drop function if exists workspace_enqueue_lead()`.execute(db);
  for (const table of ['lead_logs', 'lead_surveys', 'task_executions', 'tasks', 'shifts', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('leads_phone').execute();
  await db.schema.dropIndex('leads_holder').execute();
  await db.schema
    .alterTable('leads')
    .dropColumn('attempts')
    .dropColumn('last_status_at')
    .dropColumn('call_at')
    .dropColumn('holder_account_id')
    .execute();
}
