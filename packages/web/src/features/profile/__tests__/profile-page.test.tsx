import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { AGENT, profileHandlers } from '../testing/profile-mock';

async function openProfile(path = '/profile') {
  const mock = profileHandlers();
  server.use(...mock.handlers);
  const view = await renderApp({ as: AGENT, path, language: 'en' });
  await screen.findByTestId('profile-card');
  return { ...view, ...mock };
}

const card = () => within(screen.getByTestId('profile-card'));
const lastQuery = (queries: { kind: string; params: URLSearchParams }[], kind: string) =>
  queries.filter((q) => q.kind === kind).at(-1)?.params;

describe('/profile', { timeout: 60_000 }, () => {
  it('PROFILE-01 PROFILE-05 PROFILE-07 PROFILE-08 PROFILE-09 PROFILE-10 one’s own profile: team, name, phone, chat login, e-mail', async () => {
    await openProfile();
    expect(card().getByText('Ana Quispe')).toBeTruthy();
    expect(card().getByText('Team')).toBeTruthy();
    expect(card().getByText('Ventas Perú')).toBeTruthy();
    expect(card().getByText('+51987654321')).toBeTruthy();
    expect(card().getByText('ana_q')).toBeTruthy();
    expect(card().getByText('ana.quispe@correo.pe')).toBeTruthy();
  });

  it('the agent’s own figures per day of the period: a chart with its summary, the figures as a table, on the user’s days', async () => {
    const { queries } = await openProfile();
    const figure = await screen.findByRole('figure', { name: 'Your days' });
    expect(figure.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(figure).getByText('Worked on 2 days of the period; the busiest, 22-11-2026, with 20 leads worked.'),
    ).toBeTruthy();
    fireEvent.click(within(figure).getByText('Show the figures as a table'));
    const rows = within(figure).getAllByRole('row').slice(1);
    // Days without work are drawn but not listed.
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['21-11-2026', '22-11-2026']);
    expect(within(rows[1] as HTMLElement).getByText('50 %')).toBeTruthy();
    const asked = lastQuery(queries, 'agent-days');
    expect(asked?.get('period')).toBe('WEEK');
    expect(asked?.get('timeZone')).toBeTruthy();
  });

  it('PROFILE-15 the regions are named through getRegions by ids', async () => {
    await openProfile();
    expect(await card().findByText('Perú – Central, Chile – Central')).toBeTruthy();
  });

  it('PROFILE-11 PROFILE-12 PROFILE-14 one’s own profile has the edit tag and My bonus; the stats section is below', async () => {
    await openProfile();
    expect(card().getByRole('button', { name: /Edit/ })).toBeTruthy();
    const bonus = within(screen.getByTestId('bonus-card'));
    expect(bonus.getByText('My bonus')).toBeTruthy();
    expect(await bonus.findByText('6')).toBeTruthy();
    const section = screen.getByTestId('stats-section');
    expect(screen.getByTestId('profile-card').compareDocumentPosition(section)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(await within(section).findByText('25%')).toBeTruthy();
    expect(within(section).getByText('60%')).toBeTruthy();
    expect(within(screen.getByTestId('figure-average-talk')).getByText('1:35')).toBeTruthy();
    // The mean score of the agent's evaluated calls, and of how many (decision 1827).
    expect(within(screen.getByTestId('figure-quality-score')).getByText('72.5 · 4 evaluated calls')).toBeTruthy();
  });

  it('PROFILE-02 PROFILE-06 PROFILE-11 PROFILE-12 another’s profile: the team lead’s name for several teams, no edit, no bonus', async () => {
    await openProfile('/profile/3');
    expect(card().getByText('Bruno Díaz')).toBeTruthy();
    expect(card().getByText('Team lead')).toBeTruthy();
    expect(card().getByText('Marta Rojas')).toBeTruthy();
    expect(card().queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByTestId('bonus-card')).toBeNull();
    expect(screen.getByTestId('stats-section')).toBeTruthy();
  });

  it('PROFILE-13 a profile that fails to load sends the user to /profile', async () => {
    const { router } = await openProfile('/profile/99');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(card().getByText('Ana Quispe')).toBeTruthy();
  });

  it('PROFILE-16 PROFILE-17 PROFILE-18 PROFILE-20 the edit refuses a missing e-mail, chat login or timezone and a malformed phone', async () => {
    const { saved } = await openProfile();
    fireEvent.click(card().getByRole('button', { name: /Edit/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('E-mail'), { target: { value: '' } });
    fireEvent.change(dialog.getByLabelText('Chat login'), { target: { value: ' ' } });
    fireEvent.change(dialog.getByLabelText('Phone'), { target: { value: '+0123' } });
    fireEvent.mouseDown(dialog.getByLabelText('Timezone').closest('.ant-select') as HTMLElement);
    fireEvent.click(
      dialog.getByLabelText('Timezone').closest('.ant-select')?.querySelector('.ant-select-clear') as HTMLElement,
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Please input your e-mail')).toBeTruthy();
    expect(dialog.getByText('Please input your chat login')).toBeTruthy();
    expect(dialog.getByText('Please select your timezone')).toBeTruthy();
    expect(dialog.getByText('The phone must be a plus sign, a digit 1-9 and 10 to 14 more digits')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('PROFILE-19 PROFILE-21 a valid edit without a phone is saved with updateProfile and shown', async () => {
    const { saved } = await openProfile();
    fireEvent.click(card().getByRole('button', { name: /Edit/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('E-mail'), { target: { value: 'ana@nuevo.pe' } });
    fireEvent.change(dialog.getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.change(dialog.getByLabelText('Chat login'), { target: { value: 'ana_new' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      personalEmail: 'ana@nuevo.pe',
      personalPhone: '',
      personalTgLogin: 'ana_new',
      timezone: 'America/Lima',
    });
    expect(await card().findByText('ana_new')).toBeTruthy();
  });
});

describe('failures on /profile', { timeout: 60_000 }, () => {
  it('PROFILE-21 a save the server refuses shows its reason under the field it names', async () => {
    await openProfile();
    server.use(
      http.put('*/module/profile/api/v1/profiles/:id', () =>
        HttpResponse.json(
          {
            message: 'timezone is not a known time zone',
            code: 'VALIDATION',
            errors: { timezone: 'is not a known time zone' },
          },
          { status: 400 },
        ),
      ),
    );
    fireEvent.click(card().getByRole('button', { name: /Edit/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('is not a known time zone')).toBeTruthy();
  });

  it('ADMIN-38 a statistics call that fails opens the global error dialog over the profile', async () => {
    const mock = profileHandlers();
    // The first matching handler answers: the failing one goes before the profile mock's.
    server.use(
      http.get('*/module/profile/api/v1/statistics/agents/:id', () =>
        HttpResponse.json({ message: 'Internal error', code: 'INTERNAL' }, { status: 500 }),
      ),
      http.post('*/error-reports', () => new HttpResponse(null, { status: 204 })),
      ...mock.handlers,
    );
    await renderApp({ as: AGENT, path: '/profile', language: 'en' });
    expect(await screen.findByTestId('error-dialog')).toBeTruthy();
    expect(screen.getByTestId('profile-card')).toBeTruthy();
  });
});

describe('stats header', { timeout: 60_000 }, () => {
  it('PROFILE-22 PROFILE-23 ACONST-26 periods 1 day … 3 months, 1 week first; picking one asks again', async () => {
    const { queries } = await openProfile();
    const header = within(screen.getByTestId('stats-header'));
    const labels = header.getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(labels).toEqual(['1 day', '1 week', '1 month', '2 months', '3 months']);
    expect((header.getByRole('radio', { name: '1 week' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(lastQuery(queries, 'agent')?.get('period')).toBe('WEEK'));
    fireEvent.click(header.getByText('1 month'));
    await waitFor(() => expect(lastQuery(queries, 'agent')?.get('period')).toBe('MONTH'));
  });

  it('PROFILE-24 the product filter is grouped by region and narrows the figures', async () => {
    const { queries } = await openProfile();
    const select = within(screen.getByTestId('stats-header')).getByRole('combobox');
    fireEvent.mouseDown(select);
    expect(await screen.findByText('Perú – Central')).toBeTruthy();
    expect(await screen.findByText('Chile – Central')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('Colágeno Chile'));
    await waitFor(() => expect(lastQuery(queries, 'agent')?.getAll('productIds')).toEqual(['201']));
  });

  it('PROFILE-25 the same header serves the team, the leaderboard and the teams leaderboard views', async () => {
    const { queries } = await openProfile();
    const section = within(screen.getByTestId('stats-section'));
    fireEvent.click(within(screen.getByTestId('stats-header')).getByText('3 months'));
    fireEvent.click(section.getByRole('tab', { name: 'Team' }));
    await waitFor(() => expect(lastQuery(queries, 'team')?.get('period')).toBe('THREE_MONTHS'));
    expect(await section.findByRole('link', { name: 'Bruno Díaz' })).toBeTruthy();
    fireEvent.click(section.getByRole('tab', { name: 'Leaderboard' }));
    await waitFor(() => expect(lastQuery(queries, 'leaderboard')?.get('period')).toBe('THREE_MONTHS'));
    const link = await section.findByRole('link', { name: 'Bruno Díaz' });
    expect(link.getAttribute('href')).toBe('/profile/3');
    expect(within(link.closest('tr') as HTMLElement).getByText(/ · \d+ evaluated calls?$/)).toBeTruthy();
    fireEvent.click(section.getByRole('tab', { name: 'Teams leaderboard' }));
    await waitFor(() => expect(lastQuery(queries, 'teams')?.get('period')).toBe('THREE_MONTHS'));
    const teams = await section.findAllByRole('row');
    expect(teams.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Rescate Perú',
      'Ventas Perú',
    ]);
  });
});
