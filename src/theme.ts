import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

export { theme } from './theme-config';

type AntdLocale = typeof enUS;

/** The locale object itself: bundlers may hand antd's CommonJS locale files over wrapped in `default`. */
const unwrap = (locale: AntdLocale): AntdLocale => (locale as AntdLocale & { default?: AntdLocale }).default ?? locale;

export function antdLocale(language: string): AntdLocale {
  const zh = language.startsWith('zh');
  dayjs.locale(zh ? 'zh-cn' : 'en');
  return unwrap(zh ? zhCN : enUS);
}
