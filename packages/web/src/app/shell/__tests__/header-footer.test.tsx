import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { isSupportedBrowser } from '@/lib/browser';
import { isLocalOrStagingHost } from '@/lib/environment';
import { createI18n } from '@/lib/i18n/i18n';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { allCatalogues } from '@/testing/catalogues';
import { accountInfo } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { BrowserWarning } from '../browser-warning';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const EDGE = `${CHROME} Edg/131.0.0.0`;

describe('header and footer', () => {
  it('SHELL-50 "New order" shows only with order:create:feature', async () => {
    await renderApp({ as: 'agent', path: '/welcome' });
    expect(await screen.findByRole('button', { name: /New order/ })).toBeTruthy();
  });

  it('SHELL-50 no "New order" without order:create:feature', async () => {
    await renderApp({ as: 'finance', path: '/welcome' });
    await screen.findByText('Welcome to Umbrella');
    expect(screen.queryByRole('button', { name: /New order/ })).toBeNull();
  });

  it('SHELL-51 SHELL-56 SHELL-57 the header shows the build, the footer "version 1.0.0 build #2471" and the support contact', async () => {
    await renderApp({ as: 'agent', path: '/welcome' });
    expect((await screen.findByTestId('build-number')).textContent).toBe('Build 2471');
    expect(screen.getByTestId('app-version').textContent).toBe('version 1.0.0 build #2471');
    const support = screen.getByRole('link', { name: 'soporte@umbrella.test' });
    expect(support.getAttribute('href')).toBe('mailto:soporte@umbrella.test');
  });

  it('SHELL-52 A-26 the unsupported-browser warning shows outside desktop Chrome', () => {
    expect(isSupportedBrowser(CHROME)).toBe(true);
    expect(isSupportedBrowser(FIREFOX)).toBe(false);
    expect(isSupportedBrowser(ANDROID_CHROME)).toBe(false);
    expect(isSupportedBrowser(EDGE)).toBe(false);
    const i18n = createI18n('en', allCatalogues());
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <BrowserWarning userAgent={FIREFOX} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('unsupported-browser').textContent).toContain('Unsupported browser');
    rerender(
      <I18nextProvider i18n={i18n}>
        <BrowserWarning userAgent={CHROME} />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('unsupported-browser')).toBeNull();
  });

  it('AUTH-03 only local and staging hosts count as test hosts', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '[::1]',
      'umbrella.local',
      'staging.umbrella.app',
      'umbrella-staging.example.com',
    ]) {
      expect(isLocalOrStagingHost(host), host).toBe(true);
    }
    for (const host of ['umbrella.app', 'backoffice.example.com', 'stagecoach.example.com']) {
      expect(isLocalOrStagingHost(host), host).toBe(false);
    }
  });

  it('SHELL-54 the language switcher offers Spanish and English with their flags', async () => {
    const { user } = await renderApp({ as: 'agent', path: '/welcome' });
    const switcher = await screen.findByTestId('language-switcher');
    expect(switcher.querySelector('svg')).toBeTruthy();
    await user.click(switcher);
    const spanish = await screen.findByTestId('language-es');
    const english = screen.getByTestId('language-en');
    expect(spanish.textContent).toBe('Español');
    expect(english.textContent).toBe('English');
    expect(spanish.closest('li')?.querySelector('svg')).toBeTruthy();
    expect(english.closest('li')?.querySelector('svg')).toBeTruthy();
  });

  it('SHELL-55 AUTH-22 AUTH-23 Sign out in the user menu ends the session and resets its state', async () => {
    sessionStorage.setItem('umbrella.sessionId', 'kept-until-sign-out');
    const { user, auth, services } = await renderApp({ as: 'agent', path: '/welcome' });
    await screen.findByText('Welcome to Umbrella');
    expect(services.queryClient.getQueryData(['account', 'me'])).toBeDefined();
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByText('Sign out'));
    await waitFor(() => expect(auth.signOutCalls).toEqual(['id-token-of-agent']));
    expect(auth.removeUserCalls).toBe(1);
    expect(services.session.isSignedIn()).toBe(false);
    expect(services.queryClient.getQueryData(['account', 'me'])).toBeUndefined();
    expect(sessionStorage.getItem('umbrella.sessionId')).toBeNull();
  });

  it('SHELL-58 "Loading..." shows while the current user is loading (a token without permissions waits for the account info)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/module/account/api/v1/me', async () => {
        await held;
        return HttpResponse.json(accountInfo(DEMO_ACCOUNTS.manager));
      }),
    );
    await renderApp({ as: { ...DEMO_ACCOUNTS.manager, withoutPermissionsClaim: true }, path: '/sessions' });
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('Online users')).toBeNull();
    release();
    expect(await screen.findByText('Online users')).toBeTruthy();
  });
});
