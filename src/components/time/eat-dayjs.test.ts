/**
 * The pickers' EAT conversions, with explicit instants: each expectation names the UTC instant, so it holds
 * in any machine zone (run with TZ=UTC, Asia/Shanghai or America/New_York to see the same results).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAfterEatToday } from '../../../common/eat-day';
import { toFilterParams, type FilterDef } from '../../../common/lists/filters';
import { fromFilterParams } from '../list/filter-values';
import { eatDayPick, eatNow, eatWall, pickToEatText, pickToInstant, toEatPick } from './eat-dayjs';
import { eatGenerateConfig as config } from './eat-generate-config';

afterEach(() => { vi.useRealTimers(); });

describe('instants to EAT picker values and back', () => {
  it('shows a stored instant at its EAT wall clock and gives the same instant back', () => {
    const pick = toEatPick('2026-12-02T07:00:00.000Z')!;
    expect(pick.format('YYYY-MM-DD HH:mm')).toBe('2026-12-02 10:00');
    expect(pickToInstant(pick)).toBe('2026-12-02T07:00:00.000Z');
  });

  it('reads text without a zone as EAT wall clock (a trial\'s serverNow), text with one as the instant it names', () => {
    expect(toEatPick('2026-12-02 04:31:31')?.toISOString()).toBe('2026-12-02T01:31:31.000Z');
    expect(toEatPick('2026-12-02T04:31:31+03:00')?.toISOString()).toBe('2026-12-02T01:31:31.000Z');
    expect(toEatPick('2026-12-02T01:31:31Z')?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-12-02 04:31:31');
  });

  it('reads a wall clock as EAT, crossing midnight back into the previous UTC day', () => {
    expect(pickToInstant(eatWall('2026-12-02 10:00', 'YYYY-MM-DD HH:mm'))).toBe('2026-12-02T07:00:00.000Z');
    expect(pickToInstant(eatWall('2026-12-02 01:30:00'))).toBe('2026-12-01T22:30:00.000Z');
    expect(pickToEatText(eatWall('2026-12-02 01:30:00'))).toBe('2026-12-02 01:30:00');
  });

  it('starts an EAT day at 21:00 UTC the day before', () => {
    const day = eatDayPick('2026-12-02');
    expect(day.toISOString()).toBe('2026-12-01T21:00:00.000Z');
    expect(day.format('YYYY-MM-DD')).toBe('2026-12-02');
  });

  it('gives nothing for nothing or an invalid value', () => {
    expect(toEatPick(null)).toBeNull();
    expect(toEatPick('')).toBeNull();
    expect(toEatPick('not a time')).toBeNull();
    expect(pickToInstant(null)).toBeNull();
    expect(pickToInstant(eatWall('not a time'))).toBeNull();
    expect(pickToEatText(undefined)).toBeNull();
  });
});

describe('the picker config works in EAT', () => {
  it('reads typed text in EAT by the first format it matches, refusing days that do not exist', () => {
    const typed = config.locale.parse('en_US', '2026-12-02 10:00', ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm'])!;
    expect(typed.toISOString()).toBe('2026-12-02T07:00:00.000Z');
    expect(config.locale.parse('en_US', '2026-02-30 10:00', ['YYYY-MM-DD HH:mm'])).toBeNull();
    expect(config.locale.parse('en_US', '10:00 tomorrow', ['YYYY-MM-DD HH:mm'])).toBeNull();
  });

  it('keeps EAT through the picker arithmetic (choose a day, then an hour)', () => {
    const start = toEatPick('2026-11-30T22:00:00.000Z')!; // 2026-12-01 01:00 EAT
    const picked = config.setMinute(config.setHour(config.addDate(start, 1), 23), 15);
    expect(picked.toISOString()).toBe('2026-12-02T20:15:00.000Z');
    expect([config.getDate(picked), config.getHour(picked), config.getMonth(picked)]).toEqual([2, 23, 11]);
    expect(config.locale.format('zh_CN', picked, 'YYYY-MM-DD HH:mm')).toBe('2026-12-02 23:15');
  });

  it('takes now and today in EAT: 22:30 UTC is already the next EAT day', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-01T22:30:00.000Z') });
    expect(config.getNow().format('YYYY-MM-DD HH:mm')).toBe('2026-12-02 01:30');
    expect(eatNow().toISOString()).toBe('2026-12-01T22:30:00.000Z');
    expect(isAfterEatToday(eatDayPick('2026-12-02'))).toBe(false);
    expect(isAfterEatToday(eatDayPick('2026-12-03'))).toBe(true);
    expect(config.getFixedDate('2026-12-02').toISOString()).toBe('2026-12-01T21:00:00.000Z');
  });
});

describe('range filters send EAT days and times', () => {
  const defs: FilterDef[] = [
    { name: 'created', kind: 'dayRange', from: 'createdFrom', to: 'createdTo' },
    { name: 'sent', kind: 'timeRange', from: 'sentFrom', to: 'sentTo' },
  ];

  it('sends the EAT wall clock of picked instants and reads it back as the same instants', () => {
    const values = {
      created: [toEatPick('2026-12-01T21:30:00.000Z'), toEatPick('2026-12-02T20:59:00.000Z')],
      sent: [toEatPick('2026-12-02T07:00:00.000Z'), null],
    };
    const params = toFilterParams(defs, values);
    expect(params).toEqual({ createdFrom: '2026-12-02', createdTo: '2026-12-02', sentFrom: '2026-12-02 10:00:00' });
    const back = fromFilterParams(defs, params) as Record<string, [ReturnType<typeof toEatPick>, ReturnType<typeof toEatPick>]>;
    expect(back.sent[0]?.toISOString()).toBe('2026-12-02T07:00:00.000Z');
    expect(back.sent[1]).toBeNull();
    expect(back.created[0]?.toISOString()).toBe('2026-12-01T21:00:00.000Z');
  });
});
