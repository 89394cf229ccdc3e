/**
 * What the schedule says about the people a supervisor hands work to (issue 34): a small tag beside each name in the
 * pickers (off shift, on leave — today, EAT, as the server's on-shift.ts decides), and the server's warnings on the answer
 * of a manual choice (`warnings: [{ key: 'schedule:onShift.offShift', params }]`) shown translated.
 */
import { useCustom } from '@refinedev/core';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_URL, type AvailabilityAnswer, type PersonAvailability } from '../../../common/schedule/availability';

export interface WorkWarning { key: string; params: Record<string, string | number> }

const EMPTY = new Map<number, PersonAvailability>();
const COLOURS: Partial<Record<PersonAvailability, string>> = { offShift: 'orange', onLeave: 'red' };

/** Today's availability of these people (one request for the picker); empty while it loads or when there is nobody. */
export function useAvailability(userIds: readonly number[], enabled = true) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b).join(',');
  const { result } = useCustom<AvailabilityAnswer>({
    url: AVAILABILITY_URL, method: 'get', config: { query: { userIds: ids } }, queryOptions: { enabled: enabled && ids.length > 0 },
  });
  const data = result.data as AvailabilityAnswer | undefined;
  if (!data?.people) return { day: null, of: (id: number) => EMPTY.get(id) };
  const byId = new Map(data.people.map((p) => [p.userId, p.availability]));
  return { day: data.day, of: (id: number) => byId.get(id) };
}

/** The tag beside a name: only for someone who should not receive new work today (off shift, on leave). */
export function AvailabilityTag({ availability, day }: { availability?: PersonAvailability; day?: string | null }) {
  const { t } = useTranslation('schedule');
  const colour = availability && COLOURS[availability];
  if (!availability || !colour) return null;
  return (
    <Tag color={colour} bordered={false} style={{ marginInlineStart: 6 }} title={day ? t('availability.tagTitle', { day }) : undefined}
      data-testid={`availability-${availability}`}>
      {t(`availability.${availability}`)}
    </Tag>
  );
}

/** The plain words of the tag, for a picker's search text. */
export function useAvailabilityWords() {
  const { t } = useTranslation('schedule');
  return (availability?: PersonAvailability) => (availability && COLOURS[availability] ? t(`availability.${availability}`) : '');
}

/** The server's warnings translated (e.g. the person chosen is off shift today); nothing without warnings. */
export function WorkWarnings({ warnings }: { warnings?: readonly WorkWarning[] }) {
  const { t } = useTranslation();
  if (!warnings?.length) return null;
  return (
    <Alert type="warning" showIcon data-testid="work-warnings"
      message={warnings.map((w) => <div key={`${w.key}-${JSON.stringify(w.params)}`}>{t(w.key, w.params)}</div>)} />
  );
}

/** The warnings as one line of text, for a toast. */
export function useWarningText() {
  const { t } = useTranslation();
  return (warnings?: readonly WorkWarning[]) => (warnings ?? []).map((w) => t(w.key, w.params)).join(' ');
}
