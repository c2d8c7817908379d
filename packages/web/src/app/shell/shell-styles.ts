import type { CSSProperties } from 'react';
import { palette } from '@/components/theme';

/**
 * The frame's layout in plain elements: the shell is on every screen, so it uses no antd
 * component it does not need (Layout, Space, Typography, Tag) — see bench/README.md, web budget.
 */
export const shellStyles = {
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
  content: { flex: 1, padding: 16 },
  footer: {
    display: 'flex',
    justifyContent: 'space-between',
    padding: '8px 16px',
    fontSize: 12,
    color: palette.muted,
  },
  link: { color: palette.primary },
} satisfies Record<string, CSSProperties>;
