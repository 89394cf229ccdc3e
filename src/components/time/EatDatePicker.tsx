/**
 * The app's date pickers: antd's DatePicker and RangePicker on East Africa Time values. Give them values from
 * toEatPick / eatDayPick and read picks with pickToInstant / pickToEatText (./eat-dayjs).
 */
import { DatePicker } from 'antd';
import { eatGenerateConfig } from './eat-generate-config';

export const EatDatePicker = DatePicker.generatePicker(eatGenerateConfig);
export const EatRangePicker = EatDatePicker.RangePicker;
