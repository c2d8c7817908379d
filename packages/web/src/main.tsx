import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppServices } from './app/services';
import { completeSilentRenew, createOidcAuthClient } from './lib/auth/oidc-auth-client';
import { loadRuntimeConfig } from './lib/config/runtime-config';
import { installGlobalErrorListeners } from './lib/errors/global-listeners';
import { loadI18n } from './lib/i18n/i18n';

async function start(root: HTMLElement): Promise<void> {
  const origin = window.location.origin;
  const silentRenew = window.location.pathname === '/silent-renew';
  // The reader's catalogue is fetched beside the configuration, not after it.
  const i18n = silentRenew ? undefined : loadI18n();
  const config = await loadRuntimeConfig();
  if (silentRenew || !i18n) {
    // The silent-renew iframe only hands its answer back to the app; it never renders the app.
    await completeSilentRenew(config.oidc, origin);
    return;
  }
  installGlobalErrorListeners();
  const services = await createAppServices({
    config,
    auth: createOidcAuthClient(config.oidc, origin),
    i18n: await i18n,
    origin,
    pathname: window.location.pathname,
  });
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    // Without config.json there is no app to show the dialog in: say so in plain HTML.
    root.textContent = `Umbrella could not start (${error instanceof Error ? error.message : String(error)}). Please, reload page.`;
  });
}
