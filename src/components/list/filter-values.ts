/** Query parameters (as kept in the address bar) → the filter bar's form values: the reverse of toFilterParams. */
import type { Dayjs } from 'dayjs';
import { DAY_FORMAT, TIME_FORMAT, type FilterDef, type FilterParams } from '../../../common/lists/filters';
import { eatWall } from '../time/eat-dayjs';

export function fromFilterParams(defs: readonly FilterDef[], params: FilterParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const def of defs) {
    if (def.kind === 'dayRange' || def.kind === 'timeRange') {
      const format = def.kind === 'dayRange' ? DAY_FORMAT : TIME_FORMAT;
      // The address bar keeps EAT wall clock; read it back as EAT whatever the browser's zone.
      const read = (v: unknown): Dayjs | null => (v === undefined || v === '' ? null : eatWall(String(v), format));
      const from = read(params[def.from]);
      const to = read(params[def.to]);
      if (from || to) values[def.name] = [from, to];
      continue;
    }
    const value = params[def.name];
    if (value === undefined || value === '') continue;
    // Choices are matched to their options by text in the input, so a number read back from the URL still selects.
    values[def.name] = 'multiple' in def && def.multiple ? String(value).split(',') : String(value);
  }
  return values;
}
