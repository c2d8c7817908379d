import { DIALING_LIMIT_COMMENT, ORDER_STATUS, RECALL_UNAVAILABLE_COMMENT } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaskOutcomes } from '../../../../flows/task-outcomes/index.js';
import { type Fixture, workspaceFixture } from './fixture.js';

describe('recall and call-back tasks on orders (service)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await workspaceFixture();
  });
  afterAll(async () => f.close());
  // The outcomes that write the task's order are flows/task-outcomes', over this fixture's workspace.
  const outcomes = () => createTaskOutcomes({ db: f.db, publicUrl: 'http://test', workspace: f.workspace });

  const orderRow = (id: number) => f.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** An agent on shift holding the CALL_BACK task of a freshly refused order. */
  async function callBack() {
    const q = await f.queue('pe-central', 'CALL_BACK');
    const agent = await f.agent([q]);
    await f.shifts.start(agent);
    const [leadId] = await f.leads(q, 1, { status: 5 });
    const orderId = await f.order(leadId ?? 0, { status: ORDER_STATUS.CONFIRMED });
    await f.db
      .updateTable('orders')
      .set({ status: ORDER_STATUS.REFUSED, updated_at: f.clock.now() })
      .where('id', '=', orderId)
      .execute();
    const task = await f.tasks.next(agent);
    if (!task) throw new Error('fixture: expected the call-back task');
    return { agent, orderId, leadId, task };
  }

  /** An agent on shift holding a RECALL (rescue) task of an order. */
  async function recall(reason = 'NO_RESPONDE') {
    const q = await f.queue('pe-central', 'RECALL');
    const agent = await f.agent([q]);
    await f.shifts.start(agent);
    const [leadId] = await f.leads(q, 1, { status: 5 });
    const orderId = await f.order(leadId ?? 0, { status: ORDER_STATUS.ON_THE_WAY });
    await f.db
      .insertInto('tasks')
      .values({
        type: 'RECALL',
        lead_id: leadId ?? null,
        order_id: orderId,
        region_id: q.regionId,
        product_id: q.productId,
        status: 'open',
        due_at: f.clock.now(),
        reason,
      })
      .execute();
    const task = await f.tasks.next(agent);
    if (!task) throw new Error('fixture: expected the recall task');
    return { agent, orderId, task };
  }

  it('CALLBACK-01 an order becoming Refused (8) gives a CALL_BACK task with its order', async () => {
    const { task, orderId, leadId } = await callBack();
    expect(task).toMatchObject({ type: 'CALL_BACK', orderId, leadId, order: { id: orderId, status: 8 } });
  });

  it('CALLBACK-02 CALLBACK-03 CALLBACK-06 final refuse sets REFUSED with the comment for good and closes the task', async () => {
    const { agent, task, orderId } = await callBack();
    const done = await outcomes().setFinalStatus(agent, {
      orderId,
      status: 8,
      statusComment: 'Ya no lo quiere',
      taskId: task.id,
    });
    expect(done.status).toBe('closed');
    expect(await orderRow(orderId)).toMatchObject({ status: 8, status_comment: 'Ya no lo quiere' });
    expect((await orderRow(orderId)).final_at).not.toBeNull();
    const open = await f.db
      .selectFrom('tasks')
      .select('id')
      .where('order_id', '=', orderId)
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([]);
  });

  it('CALLBACK-04 CALLBACK-07 close task closes it', async () => {
    const { agent, task } = await callBack();
    expect((await f.tasks.close(agent, task.id)).status).toBe('closed');
  });

  it('CALLBACK-05 recall reschedules the call-back by id and newTime', async () => {
    const { agent, task } = await callBack();
    const newTime = new Date(f.clock.now().getTime() + 30 * 60_000).toISOString();
    expect(await f.tasks.reschedule(agent, { taskId: task.id, newTime })).toMatchObject({
      status: 'open',
      dueAt: newTime,
      type: 'CALL_BACK',
    });
  });

  it('set-final-status refuses another task’s order and a status that is not final', async () => {
    const { agent, task } = await callBack();
    const other = await callBack();
    await expect(
      outcomes().setFinalStatus(agent, { orderId: other.orderId, status: 8, taskId: task.id }),
    ).rejects.toMatchObject({
      statusCode: 400,
      errors: { orderId: 'is not the order of this task' },
    });
  });

  it('RECALL-01 TASK-01 a recall task carries its order and cancelReason', async () => {
    const { task, orderId } = await recall('APAGADO');
    expect(task).toMatchObject({ type: 'RECALL', orderId, cancelReason: 'APAGADO', order: { id: orderId } });
  });

  it('RECALL-02 RECALL-03 RECALL-04 cancel order uses set-final-status with a reason; OTRO needs a comment', async () => {
    const { agent, task, orderId } = await recall();
    await expect(
      outcomes().setFinalStatus(agent, {
        orderId,
        status: 3,
        taskId: task.id,
        cancelReason: 'OTRO',
        statusComment: ' ',
      }),
    ).rejects.toMatchObject({ statusCode: 400, errors: { statusComment: 'is required when the reason is OTRO' } });
    await outcomes().setFinalStatus(agent, {
      orderId,
      status: 3,
      taskId: task.id,
      cancelReason: 'OTRO',
      statusComment: 'Se mudó',
    });
    expect(await orderRow(orderId)).toMatchObject({ status: 3, cancel_reason: 'OTRO', status_comment: 'Se mudó' });
  });

  it('RECALL-06 RECALL-07 RECALL-22 skip needs a comment and sends task id and comment', async () => {
    const { agent, task } = await recall();
    await expect(f.tasks.skip(agent, { taskId: task.id, comment: '   ' })).rejects.toMatchObject({
      statusCode: 400,
      errors: { comment: 'is required' },
    });
    const skipped = await f.tasks.skip(agent, { taskId: task.id, comment: 'No contesta' });
    expect(skipped).toMatchObject({ status: 'skipped', comment: 'No contesta' });
  });

  it('RECALL-12 RECALL-13 unavailable skips with the unavailable comment or "Dialing limit was exceeded"', async () => {
    const first = await recall();
    expect(
      await f.tasks.skip(first.agent, { taskId: first.task.id, comment: RECALL_UNAVAILABLE_COMMENT }),
    ).toMatchObject({
      status: 'skipped',
      comment: 'Customer is unavailable at the moment',
    });
    const second = await recall();
    expect(await f.tasks.skip(second.agent, { taskId: second.task.id, comment: DIALING_LIMIT_COMMENT })).toMatchObject({
      comment: 'Dialing limit was exceeded',
    });
  });

  it('RECALL-08 RECALL-09 RECALL-10 RECALL-23 update reason requires a reason, a comment for OTRO, and keeps the task', async () => {
    const { agent, task, orderId } = await recall();
    await expect(outcomes().updateReason(agent, { taskId: task.id, reason: 'OTRO' })).rejects.toMatchObject({
      errors: { comment: 'is required when the reason is OTRO' },
    });
    const updated = await outcomes().updateReason(agent, {
      taskId: task.id,
      reason: 'DIRECCION_ERRADA',
      comment: 'Calle mal escrita',
    });
    expect(updated).toMatchObject({
      status: 'claimed',
      cancelReason: 'DIRECCION_ERRADA',
      comment: 'Calle mal escrita',
    });
    expect((await orderRow(orderId)).cancel_reason).toBe('DIRECCION_ERRADA');
  });

  it('RECALL-11 RECALL-24 fail rescue cancels the order on delivery with the driver’s reason and closes the task', async () => {
    const { agent, task, orderId } = await recall();
    const done = await outcomes().failRescue(agent, {
      taskId: task.id,
      orderId,
      comment: 'No estaba',
      driverCancelReason: 'NO_ESTA_EN_LA_DIRECCION',
    });
    expect(done).toMatchObject({ status: 'closed', cancelReason: 'NO_ESTA_EN_LA_DIRECCION' });
    expect(await orderRow(orderId)).toMatchObject({
      status: 50,
      cancel_reason: 'NO_ESTA_EN_LA_DIRECCION',
      status_comment: 'No estaba',
    });
  });

  it('RECALL-14 wrong number cancels the order with NUMERO_EQUIVOCADO', async () => {
    const { agent, task, orderId } = await recall();
    await outcomes().setFinalStatus(agent, {
      orderId,
      status: 3,
      taskId: task.id,
      cancelReason: 'NUMERO_EQUIVOCADO',
      statusComment: 'Wrong number',
    });
    expect(await orderRow(orderId)).toMatchObject({ status: 3, cancel_reason: 'NUMERO_EQUIVOCADO' });
  });
});
