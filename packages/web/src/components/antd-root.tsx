import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from './theme';

/**
 * The antd theme and locale. Every lazily loaded root (login, shell, dialogs) wraps itself in it,
 * so antd's runtime stays out of the first JavaScript the browser must run (the 180 KB budget).
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={theme} locale={i18n.language === 'es' ? esES : enUS}>
      {children}
    </ConfigProvider>
  );
}

export function withAntdRoot<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <AntdRoot>
      <Component {...props} />
    </AntdRoot>
  );
  Wrapped.displayName = `WithAntdRoot(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
