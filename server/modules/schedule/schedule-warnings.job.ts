/**
 * The check view's abnormal thresholds (issue 34), the hourly job `schedule check warnings` (server/jobs.ts): for each
 * team with a roster, yesterday and today (EAT) are looked at once every planned shift of the day has started (plus the
 * team's grace); when the team's attendance is below its daily rate rule or someone is absent without leave, its
 * leaders (ScheduleCaseManage's view code, in the team's department or one above it) get one message in the message
 * centre — once per team and day (schedule_warnings_team_day_uq).
 */
import { CASE_MANAGE_SCREEN } from '../../../common/schedule/case-manage';
import { viewCode } from '../../../common/routes';
import { formatEatDate } from '../../../common/time';
import type { Deps } from '../../core/deps';
import { sendMessage } from '../outbox/outbox.service';
import { recordWarning, rosteredTeams, teamLeaders } from './case-manage.repository';
import { check } from './case-manage.service';
import { teamOptionRows } from './schedule-plan.repository';

const DAY_MS = 86_400_000;
export const SCHEDULE_WARNING_KIND = 'scheduleAbnormal';

export async function warnScheduleAbnormal(deps: Deps): Promise<number> {
  const now = deps.now();
  const days = [formatEatDate(new Date(now.getTime() - DAY_MS)), formatEatDate(now)];
  const names = new Map((await teamOptionRows(deps.db)).map((t) => [t.id, t.name]));
  let sent = 0;
  for (const month of [...new Set(days.map((d) => d.slice(0, 7)))]) {
    for (const { team_id: teamId } of await rosteredTeams(deps.db, month)) {
      const answer = await check(deps, Number(teamId), month);
      const byId = new Map(answer.staff.map((s) => [s.id, s.realName]));
      for (const day of days.filter((d) => d.startsWith(month))) {
        const summary = answer.days.find((d) => d.day === day);
        if (!summary || summary.ratePct === null || (!summary.below && summary.absent === 0)) continue;
        const absent = answer.staff.filter((s) => answer.entries[s.id].find((e) => e.day === day)?.mark === 'absent').map((s) => s.id);
        const leaders = await teamLeaders(deps.db, Number(teamId), viewCode(CASE_MANAGE_SCREEN));
        const findings = { present: summary.present, staff: answer.staff.length, required: summary.required, ratePct: summary.ratePct, rulePct: answer.dailyAttendancePct, absent };
        if (!(await recordWarning(deps.db, { teamId: Number(teamId), day, findings, recipientUserIds: leaders.map((l) => l.id), sentAt: now }))) continue;
        const team = names.get(Number(teamId)) ?? String(teamId);
        const lines = [
          `${team}, ${day}: ${summary.present} of ${answer.staff.length} at work (${summary.ratePct} %); the daily attendance rate asks for ${summary.required} (${answer.dailyAttendancePct} %).`,
          ...(absent.length ? [`Absent without leave: ${absent.map((id) => byId.get(id) ?? String(id)).join(', ')}.`] : []),
          'Open ScheduleCaseManage, tab Check, for the day.',
        ];
        for (const leader of leaders) {
          await sendMessage(deps, {
            channel: 'email', to: leader.email ?? leader.username, subject: `Schedule check: ${team}, ${day}`, body: lines.join('\n'),
            kind: SCHEDULE_WARNING_KIND, recipientUserId: leader.id,
          });
          sent += 1;
        }
      }
    }
  }
  return sent;
}
