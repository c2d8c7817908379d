import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeScript, scriptHandlers, V1, V2 } from '../testing/script-fixtures';

describe('/scripts/{id}: the versions it reads', { timeout: 60_000 }, () => {
  it('OCONST-15 the editor’s Versions view asks for the script’s versions 100 at a time, from page 0', async () => {
    const script = makeScript();
    const asked: URLSearchParams[] = [];
    server.use(...scriptHandlers([], script));
    // Added last, so it answers before the fixtures' versions handler.
    server.use(
      http.get('*/module/scripts/api/v1/scripts/:id/versions', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ content: [V2, V1], totalSize: 2 });
      }),
    );
    await renderApp({ as: 'admin', path: `/scripts/${script.scriptId}`, language: 'en' });
    await screen.findByLabelText('Script HTML');
    fireEvent.click(screen.getByRole('tab', { name: 'Versions' }));
    await screen.findByTestId('script-versions');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0]?.get('size')).toBe('100');
    expect(asked[0]?.get('page')).toBe('0');
  });
});
