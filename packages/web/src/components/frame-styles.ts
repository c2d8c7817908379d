import type { CSSProperties } from 'react';
import { palette } from './theme';

/**
 * Styles of everything that paints with the first JavaScript — the frame, a screen's header,
 * "Loading...", the sign-in card, the plain button. One module, plain objects: the build also
 * reads them to draw the same first paint straight from index.html (build/first-paint.ts), so
 * the page never shifts when React takes over.
 */
export const frameStyles = {
  frame: { minHeight: '100vh', display: 'flex', flexDirection: 'column', background: palette.layout },
  header: {
    height: 48,
    padding: '0 16px',
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    background: '#fff',
    borderBottom: `1px solid ${palette.border}`,
  },
  brand: { fontSize: 17, fontWeight: 600, color: palette.primary, textDecoration: 'none' },
  tools: { marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 12 },
  build: {
    fontSize: 12,
    padding: '1px 7px',
    borderRadius: 4,
    background: palette.subtle,
    color: palette.muted,
    whiteSpace: 'nowrap',
  },
  menuBar: { background: '#fff', borderBottom: `1px solid ${palette.border}`, padding: '0 8px' },
  menu: { display: 'flex', height: 36, overflow: 'hidden' },
  content: { flex: 1, padding: 16 },
  footer: { display: 'flex', justifyContent: 'space-between', padding: '8px 16px', fontSize: 12, color: palette.muted },
  link: { color: palette.primary },
  pageHeader: { margin: '0 0 12px' },
  pageTitle: { margin: 0, fontSize: 20, lineHeight: '28px', fontWeight: 600, color: palette.text },
  pageDescription: { margin: '2px 0 0', fontSize: 15, color: palette.muted },
  loading: { display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 48 },
  loginPage: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' },
  loginCard: {
    width: 340,
    padding: 32,
    background: '#fff',
    borderRadius: 8,
    boxShadow: '0 6px 16px rgba(0,0,0,.08)',
    textAlign: 'center',
    display: 'flex',
    flexDirection: 'column',
    gap: 16,
  },
  loginTitle: { margin: 0, fontSize: 28, fontWeight: 600, color: palette.primary },
  loginSubtitle: { margin: 0, color: palette.muted },
  loginTestHost: { margin: 0, color: palette.danger },
  button: {
    height: 32,
    padding: '4px 15px',
    borderRadius: 4,
    fontSize: 13,
    fontFamily: 'inherit',
    cursor: 'pointer',
    border: '1px solid transparent',
    lineHeight: '22px',
  },
  buttonLarge: { height: 40, fontSize: 15, padding: '6px 15px' },
  buttonPrimary: { background: palette.primary, color: '#fff' },
  buttonDanger: { background: palette.danger, color: '#fff' },
  buttonDefault: { background: '#fff', color: palette.text, borderColor: '#d0d5da' },
} satisfies Record<string, CSSProperties>;
