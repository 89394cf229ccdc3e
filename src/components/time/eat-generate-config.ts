/**
 * The pickers' date library config (antd's dayjs one) with "now", typed text and fixed dates in East Africa
 * Time: antd's own parses typed text and computes "today" / "Now" in the browser's zone, so a UTC browser read
 * "10:00" as 10:00Z. Every value the picker makes here is an Africa/Nairobi dayjs, and arithmetic on it
 * (set the hour, add a day) stays in EAT. Only the en and zh locales exist in this app; no week pickers.
 */
import type { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localeData from 'dayjs/plugin/localeData';
import weekday from 'dayjs/plugin/weekday';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import { eatNow, eatWall } from './eat-dayjs';

dayjs.extend(customParseFormat);
dayjs.extend(advancedFormat);
dayjs.extend(weekday);
dayjs.extend(localeData);
dayjs.extend(weekOfYear);

type GenerateConfig = Parameters<typeof DatePicker.generatePicker<Dayjs>>[0];

/** antd's locale name → dayjs's ("zh_CN" → "zh-cn", "en_US" → "en"). */
const dayjsLocale = (locale: string) => (locale === 'zh_CN' ? 'zh-cn' : locale.split('_')[0]);

/** Typed text → EAT value: the first format it strictly matches, parsed as UTC so the browser's DST gaps never shift it. */
function parseEatText(text: string, formats: string[]): Dayjs | null {
  const format = formats.find((f) => dayjs.utc(text, f, true).isValid());
  return format ? eatWall(text, format, true) : null;
}

export const eatGenerateConfig: GenerateConfig = {
  getNow: eatNow,
  getFixedDate: (text) => eatWall(text, 'YYYY-MM-DD'),
  getEndDate: (date) => date.endOf('month'),
  getWeekDay: (date) => {
    const en = date.locale('en');
    return en.weekday() + en.localeData().firstDayOfWeek();
  },
  getYear: (date) => date.year(),
  getMonth: (date) => date.month(),
  getDate: (date) => date.date(),
  getHour: (date) => date.hour(),
  getMinute: (date) => date.minute(),
  getSecond: (date) => date.second(),
  getMillisecond: (date) => date.millisecond(),
  addYear: (date, diff) => date.add(diff, 'year'),
  addMonth: (date, diff) => date.add(diff, 'month'),
  addDate: (date, diff) => date.add(diff, 'day'),
  setYear: (date, year) => date.year(year),
  setMonth: (date, month) => date.month(month),
  setDate: (date, day) => date.date(day),
  setHour: (date, hour) => date.hour(hour),
  setMinute: (date, minute) => date.minute(minute),
  setSecond: (date, second) => date.second(second),
  setMillisecond: (date, ms) => date.millisecond(ms),
  isAfter: (a, b) => a.isAfter(b),
  isValidate: (date) => date.isValid(),
  locale: {
    getWeekFirstDay: (locale) => dayjs().locale(dayjsLocale(locale)).localeData().firstDayOfWeek(),
    getWeekFirstDate: (locale, date) => date.locale(dayjsLocale(locale)).weekday(0),
    getWeek: (locale, date) => date.locale(dayjsLocale(locale)).week(),
    getShortWeekDays: (locale) => dayjs().locale(dayjsLocale(locale)).localeData().weekdaysMin(),
    getShortMonths: (locale) => dayjs().locale(dayjsLocale(locale)).localeData().monthsShort(),
    format: (locale, date, format) => date.locale(dayjsLocale(locale)).format(format),
    parse: (_locale, text, formats) => parseEatText(text, formats),
  },
};
