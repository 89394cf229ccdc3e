/** A date-time field whose form value is the UTC instant (ISO text) and whose picker shows and takes EAT. */
import { type ComponentProps, useMemo } from 'react';
import { DATE_TIME_FORMAT } from '../../../common/time';
import { EatDatePicker } from './EatDatePicker';
import { pickToInstant, toEatPick } from './eat-dayjs';

type Props = Omit<ComponentProps<typeof EatDatePicker>, 'value' | 'onChange'> & {
  value?: string | null;
  onChange?: (instant: string | null) => void;
};

/** Shown with seconds; typed with or without them ("2026-12-02 10:00"). */
const FORMATS = [DATE_TIME_FORMAT, 'YYYY-MM-DD HH:mm'];

export function EatInstantPicker({ value, onChange, ...rest }: Props) {
  // One picker value per instant: a new object each render could make the picker drop what is being typed.
  const picked = useMemo(() => toEatPick(value), [value]);
  return <EatDatePicker showTime format={FORMATS} style={{ width: '100%' }} {...rest}
    value={picked} onChange={(picked) => onChange?.(pickToInstant(picked as Parameters<typeof pickToInstant>[0]))} />;
}
