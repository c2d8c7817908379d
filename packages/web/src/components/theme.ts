import type { ThemeConfig } from 'antd';

/**
 * The few colours the theme is built from; plain-markup parts of the frame use them too. Text
 * colours keep WCAG AA contrast (4.5:1) on white and on the layout grey (the axe suite).
 */
export const palette = {
  primary: '#2f6690',
  layout: '#f3f5f7',
  border: '#e5e8eb',
  subtle: '#eef1f4',
  muted: '#5a6572',
  text: '#1f2933',
  danger: '#b3403a',
  warning: '#8a5a00',
};

/**
 * Coloured tags write in shade 7 on shade 1; for these colours that is under 4.5:1, so shade 7
 * is replaced by a darker one. Both spellings (green7, green-7) are set: they share one CSS variable.
 */
const DARKER_SHADE_7 = {
  volcano: '#ad2102',
  orange: '#ad4e00',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
  green: '#237804',
  cyan: '#006d75',
};
const TAG_TEXT_SHADES = Object.fromEntries(
  Object.entries(DARKER_SHADE_7).flatMap(([colour, shade]) => [
    [`${colour}7`, shade],
    [`${colour}-7`, shade],
  ]),
);

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
    // antd derives these from the base text with transparency, too faint to read on grey.
    colorTextSecondary: '#48525e',
    colorTextTertiary: palette.muted,
    colorTextDescription: palette.muted,
    colorTextPlaceholder: palette.muted,
    ...TAG_TEXT_SHADES,
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
