import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '@/lib/auth/session-context';
import { ConfigProvider } from '@/lib/config/config-context';
import { EventsProvider } from '@/lib/events/events-context';
import type { AppServices } from './services';
import { ExtraMenuItemProvider } from './shell/extra-menu-item';
import type { MenuItemDef } from './shell/menu-items';

/** The app's contexts. antd's provider is not here: each lazy root brings it (components/antd-root.tsx). */
export function AppProvider({
  services,
  extraMenuItem,
  children,
}: {
  services: AppServices;
  extraMenuItem?: MenuItemDef;
  children: ReactNode;
}) {
  return (
    <ConfigProvider config={services.config}>
      <I18nextProvider i18n={services.i18n}>
        <SessionProvider session={services.session}>
          <EventsProvider stream={services.events}>
            <QueryClientProvider client={services.queryClient}>
              <ExtraMenuItemProvider item={extraMenuItem}>{children}</ExtraMenuItemProvider>
            </QueryClientProvider>
          </EventsProvider>
        </SessionProvider>
      </I18nextProvider>
    </ConfigProvider>
  );
}
