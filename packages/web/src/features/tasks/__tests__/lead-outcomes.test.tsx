import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDialog } from '../testing/dialogs';
import { renderTasks } from '../testing/render-tasks';
import { makeLead, makeTask } from '../testing/workspace-fixtures';

const next = makeTask({
  id: 502,
  leadId: 202,
  context: makeLead({ id: 202, name: 'Luis Quispe', product: { id: 2, name: 'Artrovid Gel' } }),
});

async function onLead(state = {}) {
  const view = await renderTasks({ state: { queue: [makeTask(), next], ...state } });
  await screen.findByTestId('product-title');
  return view;
}

/** Waits until the next lead's product title shows (the old title stays on screen while the outcome is in flight). */
const nextLeadShown = () =>
  waitFor(() => expect(screen.getByTestId('product-title').textContent).toBe('Artrovid Gel'), { timeout: 5000 });

const actions = () => within(screen.getByTestId('lead-actions'));

const statusBodies = (sent: (p: string) => { body: unknown }[]) => sent('/leads/change-status').map((r) => r.body);

describe('/tasks: lead outcomes', { timeout: 60_000 }, () => {
  it('LEAD-28 LEAD-34 LEAD-59 TASK-15 No answer sets status 1 with every field, then the next lead shows', async () => {
    const { user, sent } = await onLead();
    await user.click(actions().getByRole('button', { name: /No answer/ }));
    await nextLeadShown();
    expect(statusBodies(sent)).toEqual([
      { leadId: 101, status: 1, callAt: null, comment: null, callDuration: 0, dialDuration: 0 },
    ]);
    expect(sent('/tasks/next')).toHaveLength(2);
  });

  it('LEAD-35 ERR-30 a recorded outcome shows "Lead updated / New Task loaded"', async () => {
    const { user } = await onLead();
    await user.click(actions().getByRole('button', { name: /Busy/ }));
    expect(await screen.findByText('Lead updated')).toBeTruthy();
    expect(screen.getByText('New Task loaded')).toBeTruthy();
  });

  it('LEAD-29 Busy sets status 21', async () => {
    const { user, sent } = await onLead();
    await user.click(actions().getByRole('button', { name: /Busy/ }));
    await waitFor(() => expect(statusBodies(sent)).toMatchObject([{ leadId: 101, status: 21 }]));
  });

  it('LEAD-32 Unavailable sets status 1 with "Customer is unavailable at the moment"', async () => {
    const { user, sent } = await onLead();
    await user.click(actions().getByRole('button', { name: /Unavailable/ }));
    await waitFor(() =>
      expect(statusBodies(sent)).toMatchObject([{ status: 1, comment: 'Customer is unavailable at the moment' }]),
    );
  });

  it('LEAD-31 Wrong number asks for confirmation, then sets status 20 with "Wrong number"', async () => {
    const { user, sent } = await onLead();
    await user.click(actions().getByRole('button', { name: /Wrong number/ }));
    expect(openDialog('Wrong number')).toBeTruthy();
    expect(statusBodies(sent)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(statusBodies(sent)).toMatchObject([{ status: 20, comment: 'Wrong number' }]));
  });

  it('LEAD-27 CONST-27 CONST-28 CONST-30 Not interested sends status 20 with the chosen reason; an area is asked for "Out of delivery coverage"', async () => {
    const { user, sent } = await onLead();
    await user.click(actions().getByRole('button', { name: /Not interested/ }));
    const dialog = openDialog('Not interested');
    expect(dialog).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Other' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Out of delivery coverage' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Area' }), 'Callao');
    await user.click(confirm);
    await waitFor(() =>
      expect(statusBodies(sent)).toMatchObject([{ status: 20, comment: 'Out of delivery coverage: Callao' }]),
    );
  });

  it('LEAD-30 RECALL-15 RECALL-17 RECALL-20 Recall offers 5/10/15/30/60 min and custom, defaults to now + 5 min, comment optional', async () => {
    const { user, sent } = await onLead();
    await user.click(actions().getByRole('button', { name: /Recall/ }));
    for (const label of ['5 min', '10 min', '15 min', '30 min', '60 min', 'Custom']) {
      expect(screen.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeTruthy();
    }
    expect((screen.getByRole('radio', { name: /^5 min/ }) as HTMLInputElement).checked).toBe(true);
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Recall' }));
    await waitFor(() => expect(statusBodies(sent)).toHaveLength(1));
    const body = statusBodies(sent)[0] as { status: number; callAt: string; comment: string | null };
    expect(body.status).toBe(2);
    expect(body.comment).toBeNull();
    const minutes = (Date.parse(body.callAt) - before) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(4.9);
    expect(minutes).toBeLessThan(5.2);
  });

  it('LEAD-30 a quick choice by number key (3 → 15 min) and a comment go with the recall', async () => {
    const { user, sent } = await onLead();
    await user.keyboard('r');
    await screen.findByRole('radio', { name: /^15 min/ });
    await user.keyboard('3');
    expect((screen.getByRole('radio', { name: /^15 min/ }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByRole('textbox'), 'Después del trabajo');
    await user.click(screen.getByRole('button', { name: 'Recall' }));
    await waitFor(() => expect(statusBodies(sent)).toHaveLength(1));
    const body = statusBodies(sent)[0] as { callAt: string; comment: string };
    expect(body.comment).toBe('Después del trabajo');
    expect((Date.parse(body.callAt) - Date.now()) / 60_000).toBeGreaterThan(14);
  });

  it('Not interested completes from the keyboard: the first reason has the focus, a number key picks, Enter confirms', async () => {
    const { user, sent } = await onLead();
    await user.keyboard('i');
    const first = await screen.findByRole('radio', { name: 'Not interested' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.closest('label')?.querySelector('kbd')?.textContent).toBe('1');
    await user.keyboard('2');
    expect((screen.getByRole('radio', { name: 'Wrong number' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(statusBodies(sent)).toMatchObject([{ status: 20, comment: 'Wrong number' }]));
  });

  it('Not interested: two digits reach the 12th reason, its field takes the focus and Enter sends it', async () => {
    const { user, sent } = await onLead();
    await user.keyboard('i');
    await screen.findByRole('radio', { name: 'Not interested' });
    await user.keyboard('12');
    const method = await screen.findByRole('textbox', { name: 'Payment method' });
    await waitFor(() => expect(document.activeElement).toBe(method));
    await user.keyboard('Yape{Enter}');
    await waitFor(() =>
      expect(statusBodies(sent)).toMatchObject([{ status: 20, comment: 'Unsupported payment method: Yape' }]),
    );
  });

  it('Escape leaves Not interested without sending anything', async () => {
    const { user, sent } = await onLead();
    await user.keyboard('i');
    await screen.findByRole('radio', { name: 'Not interested' });
    // Keys reach the dialog once it holds the focus (under load it takes it a moment after it shows).
    await waitFor(() => expect(openDialog('Not interested')?.contains(document.activeElement)).toBe(true));
    await user.keyboard('3');
    // The pick re-renders the reasons (a reason that asks for details focuses its field): Escape
    // is the dialog's once the focus is back inside it, as it is by the time a person presses it.
    await waitFor(() => expect(openDialog('Not interested')?.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(openDialog('Not interested')).toBeNull());
    expect(statusBodies(sent)).toHaveLength(0);
  });

  it('Recall: Enter in the comment writes a new line, Ctrl+Enter sends the recall', async () => {
    const { user, sent } = await onLead();
    await user.keyboard('r');
    await screen.findByRole('radio', { name: /^15 min/ });
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('Después{Enter}del trabajo');
    expect(statusBodies(sent)).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(statusBodies(sent)).toMatchObject([{ status: 2, comment: 'Después\ndel trabajo' }]));
  });

  it('LEAD-36 LEAD-64 each lead action is written to the log as {leadId, action}', async () => {
    const { user, sent } = await onLead();
    await user.click(actions().getByRole('button', { name: /No answer/ }));
    await waitFor(() =>
      expect(sent('/leads/api/v1/logs').map((r) => r.body)).toEqual([{ leadId: 101, action: 'NO_ANSWER' }]),
    );
  });

  it('every outcome is reachable with one key shown on its button (N, B, R, U, I, W)', async () => {
    const { user, sent } = await onLead();
    for (const [name, key] of [
      ['No answer', 'N'],
      ['Busy', 'B'],
      ['Recall', 'R'],
      ['Unavailable', 'U'],
      ['Not interested', 'I'],
      ['Wrong number', 'W'],
    ] as const) {
      const button = within(screen.getByTestId('lead-actions')).getByRole('button', { name: new RegExp(name) });
      expect(button.querySelector('kbd')?.textContent).toBe(key);
      expect(button.getAttribute('aria-keyshortcuts')).toBe(key);
    }
    await user.keyboard('n');
    await waitFor(() => expect(statusBodies(sent)).toMatchObject([{ leadId: 101, status: 1 }]));
    await nextLeadShown();
  });

  it('keys do nothing while typing in a field or with a modifier', async () => {
    const { user, sent } = await onLead();
    await user.click(await screen.findByRole('spinbutton', { name: 'Age' }));
    await user.keyboard('n');
    await user.keyboard('{Control>}b{/Control}');
    expect(statusBodies(sent)).toHaveLength(0);
  });

  it('an outcome in flight cannot be sent twice: repeated key presses and a click send one request', async () => {
    const { user, sent } = await onLead({ actionDelayMs: 600 });
    await user.keyboard('n');
    await user.keyboard('n');
    await user.keyboard('b');
    await user.click(actions().getByRole('button', { name: /No answer/ }));
    await nextLeadShown();
    expect(statusBodies(sent)).toHaveLength(1);
    expect(sent('/leads/change-status')[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a failed attempt sent again carries the same Idempotency-Key; another decision gets another key', async () => {
    const { user, sent, state } = await onLead({ networkFailures: 1 });
    await user.click(actions().getByRole('button', { name: /Busy/ }));
    expect(
      await screen.findByText('No connection to the server. Please check your connection to the internet'),
    ).toBeTruthy();
    expect(state.networkFailures).toBe(0);
    await user.click(actions().getByRole('button', { name: /Busy/ }));
    await screen.findByText('Lead updated');
    const keys = sent('/leads/change-status').map((r) => r.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await user.click(actions().getByRole('button', { name: /No answer/ }));
    await waitFor(() => expect(sent('/leads/change-status')).toHaveLength(3));
    expect(sent('/leads/change-status')[2]?.key).not.toBe(keys[0]);
  });
});
