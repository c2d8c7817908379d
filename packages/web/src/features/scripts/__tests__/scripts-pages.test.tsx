import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { type Call, makeScript, scriptHandlers, V1, V2 } from '../testing/script-fixtures';

/** The products of any region; each asked region path goes into `asked` (an empty one would be a 400). */
const asked: string[] = [];
const products = http.get('*/module/catalog/api/v1/products/by-region/*', ({ request }) => {
  asked.push(new URL(request.url).pathname.split('/by-region/')[1] ?? '');
  return HttpResponse.json([
    { id: 3, name: 'Colágeno Plus', priceMinor: 9900, currency: 'PEN', regionId: 'pe-central' },
  ]);
});

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getAllByLabelText(label).at(-1) as HTMLElement);
  fireEvent.click(await screen.findByTitle(option));
}

describe('/scripts', { timeout: 60_000 }, () => {
  it('SCRIPT-01 an agent without script:edit does not get the scripts screens', async () => {
    server.use(...scriptHandlers([]));
    await renderApp({ as: 'agent', path: '/scripts', language: 'en' });
    expect((await screen.findAllByText(/permission|not allowed|403/i)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('scripts-list')).toBeNull();
  });

  it('SCRIPT-02 SCRIPT-03 SCRIPT-15 OCONST-15 lists 15 a page with region, product and offer filters', async () => {
    const calls: Call[] = [];
    server.use(...scriptHandlers(calls), products);
    await renderApp({ as: 'admin', path: '/scripts', language: 'en' });
    expect(await screen.findByText('Guion Colágeno')).toBeTruthy();
    expect(calls.at(-1)?.query).toContain('size=15');
    const filters = screen.getByTestId('scripts-filters');
    expect(within(filters).getByLabelText('Region')).toBeTruthy();
    expect(within(filters).getByLabelText('Product')).toBeTruthy();
    fireEvent.change(within(filters).getByLabelText('Offer'), { target: { value: 'PE-COLAGENO-LMX' } });
    fireEvent.keyDown(within(filters).getByLabelText('Offer'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.at(-1)?.query).toContain('offerId=PE-COLAGENO-LMX'));
    // 31 scripts: three pages of 15.
    expect(screen.getByTitle('3')).toBeTruthy();
  });

  it('SCRIPT-04 the create modal asks for a region, then a product, then opens /scripts/create/{productId}', async () => {
    server.use(...scriptHandlers([]), products);
    asked.length = 0;
    const { router } = await renderApp({ as: 'admin', path: '/scripts', language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create script' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    // Neither the list's filters nor the modal ask for products before a region is chosen.
    expect(asked).toEqual([]);
    await pick('Region', 'Peru');
    await waitFor(() => expect(asked).toEqual(['pe-central']));
    await pick('Product', 'Colágeno Plus');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scripts/create/3'));
  });

  it('SCRIPT-05 /scripts/create without a product goes back to /scripts', async () => {
    server.use(...scriptHandlers([]));
    const { router } = await renderApp({ as: 'admin', path: '/scripts/create', language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/scripts'));
  });

  it('SCRIPT-13 SCRIPT-16 creating a script says so and opens its editor', async () => {
    const calls: Call[] = [];
    server.use(...scriptHandlers(calls), products);
    const { router } = await renderApp({ as: 'admin', path: '/scripts/create/3', language: 'en' });
    fireEvent.change(await screen.findByLabelText('Script name'), { target: { value: 'Nuevo' } });
    fireEvent.change(screen.getByLabelText('Script HTML'), { target: { value: '<p>Hola</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create script' }));
    expect(await screen.findByText('Script created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      productId: 3,
      name: 'Nuevo',
      content: '<p>Hola</p>',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/scripts/77'));
  });
});

describe('/scripts/{id}', { timeout: 60_000 }, () => {
  async function openEditor(script = makeScript()) {
    const calls: Call[] = [];
    server.use(...scriptHandlers(calls, script));
    const view = await renderApp({ as: 'admin', path: `/scripts/${script.scriptId}`, language: 'en' });
    const editor = (await screen.findByLabelText('Script HTML')) as HTMLTextAreaElement;
    return { ...view, calls, editor };
  }

  it('SCRIPT-07 the editor has versions, diff and approver views', async () => {
    await openEditor();
    for (const tab of ['Editor', 'Versions', 'Diff', 'Approver'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Versions' }));
    const versions = await screen.findByTestId('script-versions');
    expect(within(versions).getByText('Published')).toBeTruthy();
    expect(within(versions).getByText('Selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Diff' }));
    expect((await screen.findByTestId('script-diff')).innerHTML).toContain('<del>old</del>');
  });

  it('numbers versions within the script and shows only the current published one as Published', async () => {
    const current = { ...V2, publishedAt: '2026-11-21T11:00:00.000Z' };
    const draft = { ...V2, id: 40, number: 3, publishedAt: null };
    const script = makeScript({
      lastPublishedScriptVersion: current,
      lastPublishedScriptVersionId: current.id,
      lastCreatedScriptVersion: draft,
    });
    server.use(...scriptHandlers([], script, [draft, current, V1]));
    await renderApp({ as: 'admin', path: `/scripts/${script.scriptId}`, language: 'en' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Versions' }));
    const rows = within(await screen.findByTestId('script-versions'))
      .getAllByRole('row')
      .slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells.map((row) => [row[0], row[2]])).toEqual([
      ['v3', 'Created'],
      ['v2', 'Published'],
      ['v1', 'Superseded'],
    ]);
  });

  it('managers see who has and has not confirmed the published version', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('tab', { name: 'Confirmations' }));
    const confirmed = await screen.findByTestId('script-confirmed');
    expect(within(confirmed).getByText('Confirmed (1)')).toBeTruthy();
    expect(within(confirmed).getByText(/Lucía Quispe/)).toBeTruthy();
    const pending = screen.getByTestId('script-pending');
    expect(within(pending).getByText('Not confirmed yet (1)')).toBeTruthy();
    expect(within(pending).getByText('Pedro Ríos')).toBeTruthy();
  });

  it('SCRIPT-09 SCRIPT-13 saving the selected draft updates it in place and says "Version updated"', async () => {
    const { calls, editor } = await openEditor();
    fireEvent.change(editor, { target: { value: '<p>Cambio</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save version' }));
    expect(await screen.findByText('Version updated')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      {
        method: 'PUT',
        path: '/module/scripts/api/v1/script-versions/12',
        body: { content: '<p>Cambio</p>' },
        query: '',
      },
    ]);
  });

  it('SCRIPT-10 SCRIPT-11 SCRIPT-13 publishing with unsaved edits creates a version, then publishes it', async () => {
    const { calls, editor } = await openEditor();
    fireEvent.change(editor, { target: { value: '<p>Nueva</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version published')).toBeTruthy();
    expect(screen.getByText('Version created')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /module/scripts/api/v1/script-versions',
      'POST /module/scripts/api/v1/script-versions/100/publish',
    ]);
  });

  it('SCRIPT-12 publishing with no version selected fails with "Select script version to publish"', async () => {
    const { calls } = await openEditor(makeScript({ lastCreatedScriptVersion: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Select script version to publish')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('SCRIPT-08 OCONST-13 unsaved edits are kept locally every 5 s and offered back when the editor opens again', async () => {
    localStorage.clear();
    const { editor, unmount } = await openEditor();
    fireEvent.change(editor, { target: { value: '<p>Sin guardar</p>' } });
    await waitFor(() => expect(localStorage.getItem('umbrella.script-draft.5')).toContain('Sin guardar'), {
      timeout: 7000,
    });
    unmount();
    await openEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore local draft' }));
    expect(((await screen.findByLabelText('Script HTML')) as HTMLTextAreaElement).value).toBe('<p>Sin guardar</p>');
  });
});
