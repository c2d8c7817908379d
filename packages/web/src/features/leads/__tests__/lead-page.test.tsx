import { act, screen, waitFor, within } from '@testing-library/react';
import type { LeadFullDetails } from '@umbrella/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeOrderDto } from '@/features/orders/testing/order-fixtures';
import { renderTasks } from '@/features/tasks/testing/render-tasks';
import { makeLead, makeTask } from '@/features/tasks/testing/workspace-fixtures';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { leadDetailsHandler, makeLeadDetails } from '../testing/lead-fixtures';

const serve = (...leads: LeadFullDetails[]) => {
  const requests: number[] = [];
  server.use(leadDetailsHandler(new Map(leads.map((lead) => [lead.lead.id, lead])), requests));
  return requests;
};

describe('/lead/{leadId}', { timeout: 60_000 }, () => {
  it('SHELL-16 ADMIN-12 shows the lead, its offer and webmaster, orders, calls, recalls and history', async () => {
    serve(makeLeadDetails());
    await renderApp({ as: 'support', path: '/lead/12', language: 'en' });
    expect((await screen.findByTestId('lead-title')).textContent).toBe('Lead #12 · Rosa Pérez');
    expect(screen.getByTestId('lead-name').textContent).toBe('Rosa Pérez');
    expect(screen.getByTestId('lead-phone').textContent).toBe('+51987654321');
    expect(screen.getByTestId('lead-status').textContent).toBe('Confirmed');
    expect(screen.getByTestId('lead-offer').textContent).toBe('Colágeno Lima (PE-COLAGENO-LMX) · 149.00 PEN');
    expect(screen.getByTestId('lead-webmaster').textContent).toBe('LeadMax (#2)');

    const orders = screen.getByTestId('lead-orders');
    const orderLink = within(orders).getByRole('link', { name: 'ABC-123-456 (#77)' });
    expect(orderLink.getAttribute('href')).toBe('/order/77');
    expect(within(orders).getByText('149.00 PEN')).toBeTruthy();
    // Shown DD-MM-YYYY in the user's timezone (America/Lima, UTC-5).
    expect(within(orders).getByText('21-11-2026-11:10')).toBeTruthy();

    const calls = screen.getByTestId('lead-calls');
    expect(within(calls).getByText('42 s')).toBeTruthy();
    expect(within(calls).getByText('7 s')).toBeTruthy();
    expect(within(calls).getByText('Recall')).toBeTruthy();
    expect(within(calls).getByText('No recording')).toBeTruthy();

    const recalls = screen.getByTestId('lead-recalls');
    expect(within(recalls).getByText('21-11-2026-11:00')).toBeTruthy();
    expect(within(recalls).getByText('Done')).toBeTruthy();

    const history = screen.getAllByTestId('history-entry').map((entry) => entry.textContent ?? '');
    expect(history).toHaveLength(2);
    expect(history[0]).toContain('Order status changed · Confirmed');
    expect(history[0]).toContain('Order #77');
    expect(history[1]).toContain('Outcome recorded · Recall');
    expect(history[1]).toContain('Llamar por la tarde');
    expect(history[1]).toContain('20-11-2026-10:05 · Ana Demo · Lead');
  });

  it('ADMIN-12 a recording, when the call has one, can be played', async () => {
    const base = makeLeadDetails();
    const [call] = base.calls;
    if (!call) throw new Error('fixture: a call');
    serve({ ...base, calls: [{ ...call, recordingUrl: '/module/resources/api/v1/cdr/audio/abc.mp3' }] });
    await renderApp({ as: 'support', path: '/lead/12', language: 'en' });
    const calls = await screen.findByTestId('lead-calls');
    const audio = calls.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('/module/resources/api/v1/cdr/audio/abc.mp3');
    expect(within(calls).queryByText('No recording')).toBeNull();
  });

  it('PHONE-07 PHONE-10 ADMIN-12 a masked phone can be revealed; the number comes from the recorded reveal call', async () => {
    const base = makeLeadDetails();
    serve({ ...base, lead: { ...base.lead, phone: '****' } });
    const reveals: string[] = [];
    server.use(
      // A voip user's shell asks for its softphone; telephony is off here.
      http.get('*/module/resources/api/v1/voip-config/me', () =>
        HttpResponse.json({ message: 'off', code: 'VOIP_NOT_CONFIGURED' }, { status: 409 }),
      ),
      http.post('*/module/leads/api/v1/phones/lead/:id', ({ params }) => {
        reveals.push(String(params.id));
        return HttpResponse.json({ phone: '+51987654321' });
      }),
    );
    const { user } = await renderApp({
      as: { ...DEMO_ACCOUNTS.support, features: ['VOIP'] },
      path: '/lead/12',
      language: 'en',
    });
    expect((await screen.findByTestId('lead-phone')).textContent).toBe('****');
    await user.click(screen.getByRole('button', { name: 'Show number' }));
    await waitFor(() => expect(screen.getByTestId('lead-phone').textContent).toBe('+51987654321'));
    expect(reveals).toEqual(['12']);
    expect(screen.queryByRole('button', { name: 'Show number' })).toBeNull();
  });

  it('ADMIN-12 a refused reveal is said beside the phone, without the global dialog', async () => {
    const base = makeLeadDetails();
    serve({ ...base, lead: { ...base.lead, phone: '****' } });
    server.use(
      http.post('*/module/leads/api/v1/phones/lead/:id', () =>
        HttpResponse.json({ message: 'Nope', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const { user } = await renderApp({ as: 'support', path: '/lead/12', language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Show number' }));
    expect((await screen.findByTestId('reveal-error')).textContent).toBe('The number could not be shown');
    expect(screen.getByTestId('lead-phone').textContent).toBe('****');
    expect(screen.queryByTestId('error-dialog')).toBeNull();
  });

  it('ADMIN-12 a lead with nothing yet shows empty lists, in Spanish', async () => {
    serve(makeLeadDetails({ offer: null, webmaster: null, history: [], calls: [], recalls: [], orders: [] }));
    await renderApp({ as: 'support', path: '/lead/12', language: 'es' });
    await screen.findByTestId('lead-title');
    expect(screen.getByText('Este lead no tiene pedidos')).toBeTruthy();
    expect(screen.getByText('No hay llamadas registradas')).toBeTruthy();
    expect(screen.getByText('No hay rellamadas')).toBeTruthy();
    expect(screen.getByText('Todavía no ha pasado nada con este lead')).toBeTruthy();
    expect(screen.getByTestId('lead-offer').textContent).toBe('—');
    expect(screen.getByTestId('lead-webmaster').textContent).toBe('—');
  });

  it('ADMIN-12 a missing lead (or one of another region) is the page’s 404, not the global dialog', async () => {
    serve();
    await renderApp({ as: 'support', path: '/lead/404404', language: 'en' });
    const error = await screen.findByTestId('error-screen');
    expect(within(error).getByText('404')).toBeTruthy();
    // Said as what it is: reloading would not bring the lead back.
    expect(within(error).getByText('Lead not found')).toBeTruthy();
    expect(within(error).queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(screen.queryByTestId('error-dialog')).toBeNull();
    // The shell stays: the user is still signed in and can go elsewhere.
    expect(screen.getByTestId('app-version')).toBeTruthy();
  });

  it('A-16 ADMIN-12 a 403 on the lead is the page’s error, the user stays signed in', async () => {
    server.use(
      http.get('*/module/leads/api/v1/leads/:leadId/details', () =>
        HttpResponse.json({ message: 'Missing permission: lead:details:read', code: 'FORBIDDEN' }, { status: 403 }),
      ),
    );
    const { auth } = await renderApp({ as: 'support', path: '/lead/12', language: 'en' });
    const error = await screen.findByTestId('error-screen');
    expect(within(error).getByText('403')).toBeTruthy();
    expect(screen.queryByTestId('error-dialog')).toBeNull();
    expect(await auth.getUser()).not.toBeNull();
    expect(auth.signOutCalls).toEqual([]);
    expect(auth.removeUserCalls).toBe(0);
  });

  it('ADMIN-12 while the lead loads, the page says so', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/module/leads/api/v1/leads/:leadId/details', async () => {
        await held;
        return HttpResponse.json(makeLeadDetails());
      }),
    );
    await renderApp({ as: 'support', path: '/lead/12', language: 'en' });
    expect(await screen.findByText('Loading...')).toBeTruthy();
    release();
    expect(await screen.findByTestId('lead-title')).toBeTruthy();
  });

  it('SHELL-16 without lead:details:read the page is refused and the lead is never asked for', async () => {
    const requests = serve(makeLeadDetails());
    await renderApp({ as: 'agent', path: '/lead/12', language: 'en' });
    expect(await screen.findByText('No access')).toBeTruthy();
    expect(screen.getByText('Needed permission: lead:details:read')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});

describe("ADMIN-18 ADMIN-19 the 'View lead' link", { timeout: 60_000 }, () => {
  const serveOrder = () =>
    server.use(
      http.get('*/module/orders/api/v1/orders/:orderId', () =>
        HttpResponse.json(makeOrderDto({ id: 77, lead_id: 12, short_code: 'ABC-123-456' })),
      ),
    );

  it('ADMIN-18 ADMIN-19 the order page links its lead for a user with lead:details:read, and the link opens /lead/{leadId}', async () => {
    serveOrder();
    serve(makeLeadDetails());
    const { user, router } = await renderApp({ as: 'support', path: '/order/77', language: 'en' });
    const link = await screen.findByRole('link', { name: 'View lead #12' });
    expect(link.getAttribute('href')).toBe('/lead/12');
    await user.click(link);
    expect((await screen.findByTestId('lead-title')).textContent).toBe('Lead #12 · Rosa Pérez');
    expect(router.state.location.pathname).toBe('/lead/12');
    // And back: the lead's order links to its page.
    await act(() => user.click(within(screen.getByTestId('lead-orders')).getByRole('link', { name: /ABC-123-456/ })));
    expect(await screen.findByTestId('order-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/order/77');
  });

  it('ADMIN-19 a user without lead:details:read sees the order page without the link', async () => {
    serveOrder();
    await renderApp({ as: 'agent', path: '/order/77', language: 'en' });
    await screen.findByTestId('order-page');
    expect(screen.queryByTestId('view-lead')).toBeNull();
    expect(screen.queryByRole('link', { name: /View lead/ })).toBeNull();
  });

  it('ADMIN-18 ADMIN-19 the lead view on /tasks links its lead for a manager, not for an agent', async () => {
    const held = () => makeTask({ context: makeLead({ id: 101 }) });
    const manager = await renderTasks({ as: 'manager', state: { held: held() } });
    await screen.findByTestId('product-title');
    expect(screen.getByRole('link', { name: 'View lead #101' }).getAttribute('href')).toBe('/lead/101');
    manager.unmount();

    await renderTasks({ as: 'agent', state: { held: held() } });
    await screen.findByTestId('product-title');
    expect(screen.getByTestId('lead-id').textContent).toBe('Lead #101');
    expect(screen.queryByTestId('view-lead')).toBeNull();
  });
});
