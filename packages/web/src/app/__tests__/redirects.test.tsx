import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { authUserFor } from '@/testing/fake-auth';
import { renderApp } from '@/testing/render-app';

afterEach(() => window.history.replaceState({}, '', '/'));

describe('sign-in redirects', () => {
  it('SHELL-03 / sends a signed-out visitor to /login', async () => {
    const { router } = await renderApp({ as: null, path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeTruthy();
  });

  it('a second tab of a signed-in browser opens signed in, without a click: the issuer answers silently', async () => {
    const { router, auth } = await renderApp({
      as: null,
      path: '/tasks',
      prepareAuth: (fake) => {
        fake.renewResult = authUserFor(DEMO_ACCOUNTS.agent);
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(screen.queryByRole('button', { name: 'SIGN IN' })).toBeNull();
    expect(auth.renewCalls).toBe(1);
    expect(auth.signInCalls).toEqual([]);
  });

  it('a tab without a session asks the issuer once and, signed out there too, shows SIGN IN', async () => {
    const { router, auth } = await renderApp({ as: null, path: '/tasks' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(auth.renewCalls).toBe(1);
  });

  it('SHELL-01 / sends a user with read:lead to /tasks', async () => {
    const { router } = await renderApp({ as: 'agent', path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
  });

  it('SHELL-02 / sends a signed-in user without read:lead to /welcome', async () => {
    const { router } = await renderApp({ as: 'finance', path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('SHELL-04 /login sends a signed-in user to /welcome', async () => {
    const { router } = await renderApp({ as: 'agent', path: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('SHELL-05 /callback without a code redirects a signed-in user as / does', async () => {
    window.history.replaceState({}, '', '/callback');
    const { router } = await renderApp({ as: 'agent', path: '/callback' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
  });

  it('SHELL-25 /leads redirects to /tasks', async () => {
    const { router } = await renderApp({ as: 'agent', path: '/leads' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
  });

  it('AUTH-02 AUTH-01 SIGN IN starts sign-in with the identity provider, remembering a deep link', async () => {
    const { router, auth, user } = await renderApp({ as: null, path: '/sessions' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.click(await screen.findByRole('button', { name: 'SIGN IN' }));
    expect(auth.signInCalls).toEqual(['/sessions']);
  });

  it('AUTH-03 SIGN IN is red on a local host', async () => {
    await renderApp({ as: null, path: '/login' });
    const button = await screen.findByRole('button', { name: 'SIGN IN' });
    expect(button.getAttribute('data-variant')).toBe('danger');
    expect(screen.getByText('Test environment')).toBeTruthy();
  });

  it('AUTH-04 /callback shows "Loading data...", finishes the sign-in, then goes to /', async () => {
    window.history.replaceState({}, '', '/callback?code=abc&state=xyz');
    let release: () => void = () => undefined;
    const exchanged = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { router } = await renderApp({
      as: null,
      path: '/callback?code=abc&state=xyz',
      prepareAuth: (auth) => {
        auth.completeSignIn = async () => {
          await exchanged;
          auth.user = authUserFor(DEMO_ACCOUNTS.finance);
          return { user: auth.user };
        };
      },
    });
    expect(await screen.findByText('Loading data...')).toBeTruthy();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('AUTH-04 a deep link asked for before sign-in is opened after /callback', async () => {
    window.history.replaceState({}, '', '/callback?code=def&state=uvw');
    const { router } = await renderApp({
      as: null,
      path: '/callback?code=def&state=uvw',
      prepareAuth: (auth) => {
        auth.nextSignIn = { user: authUserFor(DEMO_ACCOUNTS.manager), returnTo: '/sessions' };
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions'));
    expect(await screen.findByText('Online users')).toBeTruthy();
  });
});
