import type { ThemeConfig } from 'antd';

/**
 * Calm and dense enough for an eight-hour shift: muted blue, soft neutrals, 13 px text, 30 px
 * controls, system fonts only (no web-font download before first paint). Fits 1280×720.
 */
export const theme: ThemeConfig = {
  cssVar: { key: 'umbrella' },
  hashed: false,
  token: {
    colorPrimary: '#2f6690',
    colorInfo: '#2f6690',
    colorSuccess: '#3a7d44',
    colorWarning: '#c98a1b',
    colorError: '#b3403a',
    colorBgLayout: '#f3f5f7',
    colorTextBase: '#1f2933',
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
    Menu: { itemHeight: 36, horizontalItemSelectedColor: '#2f6690', activeBarHeight: 2 },
    Table: { cellPaddingBlock: 6, cellPaddingInline: 8, headerBg: '#f7f9fa' },
    Modal: { titleFontSize: 16 },
  },
};
