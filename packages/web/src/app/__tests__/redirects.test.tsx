import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('sign-in redirects', () => {
  it('SHELL-03 / sends a signed-out visitor to /login', async () => {
    const { router } = await renderApp({ as: null, path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeTruthy();
  });

  it('SHELL-01 / sends a user with read:lead to /tasks', async () => {
    const { router } = await renderApp({ as: 'agent', path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
  });

  it('SHELL-02 / sends a signed-in user without read:lead to /welcome', async () => {
    const { router } = await renderApp({ as: 'finance', path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });
});
