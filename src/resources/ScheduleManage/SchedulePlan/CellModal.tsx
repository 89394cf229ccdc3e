/**
 * One cell of the grid changed: its value (a shift, rest or leave) and whether it is pinned (auto-schedule keeps a
 * pinned cell). The rules the change would break are named before it is saved, and again after.
 */
import { Form, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RosterCell, type RuleViolation, SCHEDULE_URLS } from '../../../../common/schedule/schedule-rules';
import { AppModal } from '../../../components/crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess, toastWarning } from '../../../providers/toast';
import { type CellChoice, choiceOf, ruleNames, type ShiftType, type StaffMember, valueOfChoice } from './roster';
import { type FillBody, RuleCheckAlert, useRuleCheck } from './RuleCheck';
import { ValuePicker } from './ValuePicker';

export interface EditedCell { employee: StaffMember; day: string; cell: RosterCell | undefined }

interface Props {
  teamId: number;
  month: string;
  edited: EditedCell | null;
  shiftTypes: readonly ShiftType[];
  nameOf: (userId: number) => string;
  onClose: () => void;
}

interface Values { choice?: CellChoice; pinned: boolean }

export function CellModal({ teamId, month, edited, shiftTypes, nameOf, onClose }: Props) {
  const { t } = useTranslation('schedule');
  const [form] = Form.useForm<Values>();
  const { post } = usePost({ invalidates: [SCHEDULE_URLS.roster] });
  const [values, setValues] = useState<Values>({ pinned: false });
  useEffect(() => {
    if (!edited) return;
    const initial = { choice: choiceOf(edited.cell), pinned: edited.cell?.pinned ?? false };
    form.setFieldsValue(initial);
    setValues(initial);
  }, [edited, form]);
  const unchanged = !edited || (choiceOf(edited.cell) === values.choice && (edited.cell?.pinned ?? false) === values.pinned);
  const body: FillBody | null = edited && values.choice !== undefined && !unchanged ? {
    teamId, month, userIds: [edited.employee.id], from: edited.day, to: edited.day, ...valueOfChoice(values.choice), pinned: values.pinned,
  } : null;
  const check = useRuleCheck(body);

  const save = async () => {
    if (!edited || values.choice === undefined) return;
    const answer = await post<{ introduced: RuleViolation[] }>(SCHEDULE_URLS.cell, {
      teamId, month, userId: edited.employee.id, day: edited.day, ...valueOfChoice(values.choice), pinned: values.pinned,
    });
    if (answer.introduced.length) toastWarning(t('plan.edit.savedWarn', { rules: ruleNames(t, answer.introduced) }));
    else toastSuccess(t('plan.edit.saved'));
    onClose();
  };

  const warned = (check.introduced?.length ?? 0) > 0;
  return (
    <AppModal open={edited !== null} onCancel={onClose} onOk={save}
      title={edited ? t('plan.edit.title', { name: edited.employee.realName, day: edited.day }) : ''}
      okText={warned ? t('plan.actions.saveAnyway') : t('plan.actions.save')} cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: values.choice === undefined || unchanged, danger: warned, 'data-testid': 'cell-save' } as never}>
      <Form form={form} layout="vertical" name="schedule-cell" onValuesChange={(_, all) => setValues({ ...all, pinned: Boolean(all.pinned) })}>
        <Form.Item name="choice" label={t('fields.value')}>
          <ValuePicker shiftTypes={shiftTypes} />
        </Form.Item>
        <Form.Item name="pinned" valuePropName="checked" label={t('plan.edit.pinned')}>
          <Switch data-testid="cell-pinned" />
        </Form.Item>
      </Form>
      {!unchanged && <RuleCheckAlert state={check} nameOf={nameOf} kind="edit" />}
      {unchanged && edited?.cell && <Typography.Text type="secondary">{t('plan.edit.unchanged')}</Typography.Text>}
    </AppModal>
  );
}
