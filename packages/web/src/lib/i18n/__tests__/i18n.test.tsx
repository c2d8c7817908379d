import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { allCatalogues } from '@/testing/catalogues';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { changeLanguage, createI18n, loadI18n } from '../i18n';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from '../languages';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('languages', () => {
  it('I18N-01 ADMIN-21 OCONST-01 the interface is Spanish when nothing was chosen', async () => {
    expect(storedLanguage()).toBe('es');
    await renderApp({ as: null, path: '/login', language: storedLanguage() });
    expect(await screen.findByRole('button', { name: 'INICIAR SESIÓN' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });

  it('I18N-05 I18N-02 ADMIN-22 ADMIN-23 the header switcher changes the texts and the choice is kept for the next visit', async () => {
    const { user, unmount } = await renderApp({ as: 'agent', path: '/welcome', language: 'es' });
    expect(await screen.findByText('Bienvenido a Umbrella')).toBeTruthy();
    expect(screen.getByTestId('app-version').textContent).toBe('versión 1.0.0 build #2471');
    await user.click(await screen.findByTestId('language-switcher'));
    await user.click(await screen.findByTestId('language-en'));
    expect(await screen.findByText('Welcome to Umbrella')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tasks' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    unmount();
    // A reload starts from what is stored.
    await renderApp({ as: 'agent', path: '/welcome', language: storedLanguage() });
    expect(await screen.findByText('Welcome to Umbrella')).toBeTruthy();
  });

  it('I18N-03 English and Spanish catalogues hold exactly the same keys, and only those two exist', () => {
    const resources = allCatalogues();
    const folders = Object.keys(import.meta.glob('../../../locales/*/*.json')).map((path) => path.split('/').at(-2));
    expect([...new Set(folders)].sort()).toEqual(['en', 'es']);
    expect(keysOf(resources.es).sort()).toEqual(keysOf(resources.en).sort());
  });

  it('I18N-02 the app starts with its reader’s catalogue only and fetches the other on a switch (decision 1872)', async () => {
    const i18n = await loadI18n('es');
    expect(i18n.t('welcome.screen.title')).toBe('Bienvenido a Umbrella');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await changeLanguage(i18n, 'en');
    expect(i18n.t('welcome.screen.title')).toBe('Welcome to Umbrella');
    const russian = await loadI18n('ru');
    expect(russian.hasResourceBundle('es', 'translation')).toBe(false);
    expect(russian.t('welcome.screen.title')).toBe('Welcome to Umbrella');
  });

  it('I18N-04 A-02 Russian is listed in the switcher and, having no catalogue, shows the English texts', async () => {
    const i18n = createI18n('ru', allCatalogues());
    expect(i18n.t('welcome.screen.title')).toBe('Welcome to Umbrella');
    const { user } = await renderApp({ as: 'agent', path: '/welcome', language: 'es' });
    await user.click(await screen.findByTestId('language-switcher'));
    expect((await screen.findByTestId('language-ru')).textContent).toBe('Русский');
    await user.click(screen.getByTestId('language-ru'));
    expect(await screen.findByText('Welcome to Umbrella')).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
  });

  it('I18N-06 requests carry the language chosen in the switcher', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get('*/module/sessions/api/v1/online', ({ request }) => {
        languages.push(request.headers.get('Accept-Language'));
        return HttpResponse.json([]);
      }),
    );
    const { user } = await renderApp({ as: 'manager', path: '/sessions', language: 'es' });
    await screen.findByText('Usuarios en línea');
    // The page's first request goes out in Spanish (under load it can leave after the title shows).
    await waitFor(() => expect(languages).toEqual(['es']));
    await user.click(await screen.findByTestId('language-switcher'));
    await user.click(await screen.findByTestId('language-en'));
    await user.click(await screen.findByRole('button', { name: /Update info/ }));
    await waitFor(() => expect(languages).toEqual(['es', 'en']));
  });
});
