/**
 * The antd theme: tokens only, no locale files, so that the build can read it in Node too (scripts/antd-static-style.ts
 * extracts antd's styles for it at build time).
 */
import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#0b6e4f';

/**
 * Colours chosen for WCAG AA text contrast (4.5:1) on white and on the light greys of table headers and
 * tag backgrounds. antd's defaults fall to 2–4:1 for grey text (45 % black), links (#1677ff), danger text
 * (#ff4d4f) and tag text.
 */
const READABLE_TEXT = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  colorLink: '#0958d9',
  colorError: '#cf1322',
} as const;

/**
 * Tags print their text in the palette's "-7" shade (preset colours) or in the status colour on its pale
 * background (success, processing, warning); only inside tags, these take the darker shades that read.
 */
const READABLE_TAGS = {
  green7: '#237804',
  cyan7: '#006d75',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  gold7: '#874d00',
  lime7: '#3f6600',
  yellow7: '#876800',
  colorSuccess: '#237804',
  colorInfo: '#0958d9',
  colorWarning: '#874d00',
} as const;

/** A person who asked their system for less motion (prefers-reduced-motion) gets no animations: dialogs and menus appear at once. */
const prefersReducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const theme: ThemeConfig = {
  token: { colorPrimary: BRAND_COLOR, borderRadius: 6, fontSize: 14, ...READABLE_TEXT, motion: !prefersReducedMotion },
  components: { Tag: READABLE_TAGS, Layout: { headerBg: '#ffffff', siderBg: '#0f2a22', headerPadding: '0 16px' }, Menu: { darkItemBg: '#0f2a22', darkSubMenuItemBg: '#0b211a', darkItemSelectedBg: BRAND_COLOR } },
};
