/**
 * Bulk fill: one value (a shift, rest or leave, pinned or not) for the chosen employees on every day of a range of
 * the month, applied in one transaction. The rules it would break are named before it is applied.
 */
import { Form, Select, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EAT_DAY_FORMAT } from '../../../../common/eat-day';
import { type RuleViolation, SCHEDULE_URLS } from '../../../../common/schedule/schedule-rules';
import { AppModal } from '../../../components/crud/AppModal';
import { eatDayPick, pickToEatText } from '../../../components/time/eat-dayjs';
import { EatRangePicker } from '../../../components/time/EatDatePicker';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess, toastWarning } from '../../../providers/toast';
import { monthDays } from './plan-view';
import { type CellChoice, ruleNames, type ShiftType, type StaffMember, valueOfChoice } from './roster';
import { type FillBody, RuleCheckAlert, useRuleCheck } from './RuleCheck';
import { ValuePicker } from './ValuePicker';

interface Props {
  open: boolean;
  teamId: number;
  month: string;
  staff: readonly StaffMember[];
  shiftTypes: readonly ShiftType[];
  /** Rows ticked in the grid (else the whole team), and the days in view: the form starts from them. */
  selected: readonly number[];
  days: readonly string[];
  nameOf: (userId: number) => string;
  onClose: () => void;
  onDone: () => void;
}

interface Values { userIds: number[]; range?: [Dayjs | null, Dayjs | null]; choice?: CellChoice; pinned: boolean }

export function FillModal({ open, teamId, month, staff, shiftTypes, selected, days, nameOf, onClose, onDone }: Props) {
  const { t } = useTranslation('schedule');
  const [form] = Form.useForm<Values>();
  const { post } = usePost({ invalidates: [SCHEDULE_URLS.roster] });
  const [values, setValues] = useState<Values | null>(null);
  // Each opening starts from the ticked rows (else the whole team) and the days in view; later renders keep what is typed.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    setValues(open ? {
      userIds: selected.length ? [...selected] : staff.map((s) => s.id),
      range: [eatDayPick(days[0]), eatDayPick(days[days.length - 1])], choice: undefined, pinned: false,
    } : null);
  }

  const bodyOf = (v: Values | null): FillBody | null => {
    const from = pickToEatText(v?.range?.[0], EAT_DAY_FORMAT);
    const to = pickToEatText(v?.range?.[1], EAT_DAY_FORMAT);
    if (!v || !from || !to || v.choice === undefined || !v.userIds.length) return null;
    return { teamId, month, userIds: v.userIds, from, to, ...valueOfChoice(v.choice), pinned: v.pinned };
  };
  const body = open ? bodyOf(values) : null;
  const check = useRuleCheck(body);
  const cellCount = body ? body.userIds.length * monthDays(month).filter((d) => d >= body.from && d <= body.to).length : 0;

  const apply = async () => {
    await form.validateFields();
    const sent = bodyOf(form.getFieldsValue(true) as Values);
    if (!sent) return;
    const answer = await post<{ cells: number; introduced: RuleViolation[] }>(SCHEDULE_URLS.fill, sent);
    if (answer.introduced.length) toastWarning(t('plan.fill.savedWarn', { count: answer.cells, rules: ruleNames(t, answer.introduced) }));
    else toastSuccess(t('plan.fill.saved', { count: answer.cells }));
    onDone();
  };

  const inMonth = (value: Dayjs) => !value.format(EAT_DAY_FORMAT).startsWith(month);
  const warned = (check.introduced?.length ?? 0) > 0;
  return (
    <AppModal open={open} onCancel={onClose} onOk={apply} title={t('plan.fill.title')} width={560}
      okText={warned ? t('plan.actions.applyAnyway') : t('plan.actions.apply')} cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: !body, danger: warned, 'data-testid': 'fill-apply' } as never}>
      <Typography.Paragraph type="secondary">{t('plan.fill.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="schedule-fill" initialValues={values ?? undefined} onValuesChange={(_, all) => setValues({ ...(all as Values), pinned: Boolean(all.pinned) })}>
        <Form.Item name="userIds" label={t('fields.userIds')} rules={[{ required: true, message: t('errors.notInTeam') }]}>
          <Select mode="multiple" maxTagCount="responsive" optionFilterProp="label" data-testid="fill-employees"
            options={staff.map((s) => ({ value: s.id, label: s.jobNumber ? `${s.realName} · ${s.jobNumber}` : s.realName }))} />
        </Form.Item>
        <Form.Item name="range" label={t('fields.days')} rules={[{ required: true, message: t('errors.dayOutsideMonth') }]}>
          <EatRangePicker format={EAT_DAY_FORMAT} disabledDate={inMonth} allowClear={false} style={{ width: '100%' }} data-testid="fill-range" />
        </Form.Item>
        <Form.Item name="choice" label={t('fields.value')} rules={[{ required: true, message: t('errors.shiftNeeded') }]}>
          <ValuePicker shiftTypes={shiftTypes} />
        </Form.Item>
        <Form.Item name="pinned" valuePropName="checked" label={t('plan.edit.pinned')}>
          <Switch data-testid="fill-pinned" />
        </Form.Item>
      </Form>
      {body && <Typography.Paragraph data-testid="fill-count">{t('plan.fill.cells', { count: cellCount })}</Typography.Paragraph>}
      {body && <RuleCheckAlert state={check} nameOf={nameOf} kind="fill" />}
    </AppModal>
  );
}
