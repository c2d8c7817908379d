import type { ThemeConfig } from 'antd';

/** The few colours the theme is built from; plain-markup parts of the frame use them too. */
export const palette = {
  primary: '#2f6690',
  layout: '#f3f5f7',
  border: '#e5e8eb',
  subtle: '#eef1f4',
  muted: '#6b7785',
  text: '#1f2933',
  danger: '#b3403a',
  warning: '#c98a1b',
};

/**
 * Calm and dense enough for an eight-hour shift: muted blue, soft neutrals, 13 px text, 30 px
 * controls, system fonts only (no web-font download before first paint). Fits 1280×720.
 */
export const theme: ThemeConfig = {
  cssVar: { key: 'umbrella' },
  hashed: false,
  token: {
    colorPrimary: palette.primary,
    colorInfo: palette.primary,
    colorSuccess: '#3a7d44',
    colorWarning: palette.warning,
    colorError: palette.danger,
    colorBgLayout: palette.layout,
    colorTextBase: palette.text,
    borderRadius: 4,
    fontSize: 13,
    controlHeight: 30,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 48,
      headerPadding: '0 16px',
      footerPadding: '8px 16px',
      bodyBg: '#f3f5f7',
    },
    Menu: { itemHeight: 36, horizontalItemSelectedColor: palette.primary, activeBarHeight: 2 },
    Table: { cellPaddingBlock: 6, cellPaddingInline: 8, headerBg: '#f7f9fa' },
    Modal: { titleFontSize: 16 },
  },
};
