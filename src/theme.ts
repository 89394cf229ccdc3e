import type { ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

export const BRAND_COLOR = '#0b6e4f';

export const theme: ThemeConfig = {
  token: { colorPrimary: BRAND_COLOR, borderRadius: 6, fontSize: 14 },
  components: { Layout: { headerBg: '#ffffff', siderBg: '#0f2a22', headerPadding: '0 16px' }, Menu: { darkItemBg: '#0f2a22', darkSubMenuItemBg: '#0b211a', darkItemSelectedBg: BRAND_COLOR } },
};

type AntdLocale = typeof enUS;

/** The locale object itself: bundlers may hand antd's CommonJS locale files over wrapped in `default`. */
const unwrap = (locale: AntdLocale): AntdLocale => (locale as AntdLocale & { default?: AntdLocale }).default ?? locale;

export function antdLocale(language: string): AntdLocale {
  const zh = language.startsWith('zh');
  dayjs.locale(zh ? 'zh-cn' : 'en');
  return unwrap(zh ? zhCN : enUS);
}
