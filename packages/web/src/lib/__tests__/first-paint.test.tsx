import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/testing/accounts';
import { allCatalogues } from '@/testing/catalogues';
import { renderApp } from '@/testing/render-app';
import { makeAccessToken } from '@/testing/tokens';
import { firstPaintData, firstPaintScript } from '../../../build/first-paint';

const resources = allCatalogues();
const catalogue = (language: 'es' | 'en') => resources[language]?.translation as Record<string, unknown>;
const script = firstPaintScript(firstPaintData({ es: catalogue('es'), en: catalogue('en') }));

function paintFirst(path: string): HTMLElement {
  window.history.replaceState({}, '', path);
  document.body.innerHTML = '<div id="root"><div class="boot">Loading...</div></div>';
  // Runs the exact script the build inlines, as a page's inline <script> would.
  const element = document.createElement('script');
  element.textContent = script;
  document.body.append(element);
  return document.getElementById('root') as HTMLElement;
}

function storeSession(permissions: readonly string[], expiresAt = Math.floor(Date.now() / 1000) + 3600) {
  const token = makeAccessToken({ ...DEMO_ACCOUNTS.manager, permissions });
  sessionStorage.setItem(
    'oidc.user:http://localhost:3000/oidc:umbrella-web',
    JSON.stringify({ access_token: token, expires_at: expiresAt, profile: { sub: '3' } }),
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState({}, '', '/');
});

describe('first paint from index.html (build/first-paint.ts)', () => {
  it('draws the frame and the screen’s title and description for a user allowed on it, in the stored language', () => {
    storeSession(DEMO_ACCOUNTS.manager.permissions);
    localStorage.setItem('umbrella.language', 'en');
    const root = paintFirst('/sessions');
    expect(root.querySelector('h1')?.textContent).toBe('Online users');
    expect(root.querySelector('header p')?.textContent).toBe(
      'Who is signed in right now: one row per browser session, with the time it started.',
    );
    expect(root.textContent).toContain('version 1.0.0 build #2471');
  });

  it('leaves refused routes, expired sessions and screens without a description to React', () => {
    storeSession(DEMO_ACCOUNTS.agent.permissions);
    expect(paintFirst('/sessions').querySelector('h1')).toBeNull();
    expect(paintFirst('/tasks').querySelector('h1')).toBeNull();
    storeSession(DEMO_ACCOUNTS.manager.permissions, Math.floor(Date.now() / 1000) - 10);
    expect(paintFirst('/sessions').querySelector('h1')).toBeNull();
  });

  it('draws the sign-in card on /login for a signed-out visitor (Spanish by default, red on a local host)', () => {
    const root = paintFirst('/login');
    expect(root.querySelector('h1')?.textContent).toBe('Umbrella');
    const button = root.querySelector('button');
    expect(button?.textContent).toBe('INICIAR SESIÓN');
    expect(button?.style.background).toBe('rgb(179, 64, 58)');
  });

  it('paints exactly what React renders next, so nothing shifts when React takes over', async () => {
    storeSession(DEMO_ACCOUNTS.manager.permissions);
    localStorage.setItem('umbrella.language', 'en');
    const skeleton = paintFirst('/search');
    const styleOf = (root: ParentNode, selector: string) =>
      (root.querySelector(selector) as HTMLElement | null)?.style.cssText;
    const painted = ['main > header', 'main > header > h1', 'main > header > p'].map((selector) =>
      styleOf(skeleton, selector),
    );
    const frame = styleOf(skeleton, '#root > div');
    expect(painted.every(Boolean) && frame).toBeTruthy();
    document.body.innerHTML = '';
    const { container } = await renderApp({ as: 'admin', path: '/search', language: 'en' });
    await screen.findByText('Order search');
    expect(styleOf(container, 'main > header')).toBe(painted[0]);
    expect(styleOf(container, 'main > header > h1')).toBe(painted[1]);
    expect(styleOf(container, 'main > header > p')).toBe(painted[2]);
    expect(styleOf(container, ':scope > div')).toBe(frame);
  });
});
