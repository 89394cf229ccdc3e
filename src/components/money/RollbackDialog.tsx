import { Alert, App, Button, Descriptions, Form, Radio, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../common/money';
import { REASON_MAX, REPAY_MESSAGES, ROLLBACK_RULES, rollbackTypeFor } from '../../../common/money/repay';
import { REPAY_URLS } from '../../../common/money/repay-lists';
import type { FlowListRow, RollbackResult } from '../../../common/money/repay-rows';
import { ROLLBACK_TYPES, type RollbackType } from '../../../common/money/statuses';
import { formatEat } from '../../../common/time';
import { toastSuccess } from '../../providers/toast';
import { AppModal } from '../crud/AppModal';
import { useUnsavedChanges } from '../crud/useUnsavedChanges';
import { BreakdownTable } from './BreakdownTable';
import { useMoneyCall } from './useMoneyCall';
import { TextArea, maxLengthRule } from '../inputs';

interface Props {
  flow: FlowListRow;
  onClose: () => void;
  onDone: (result: RollbackResult) => void;
}

interface Values {
  rollbackType: RollbackType;
  reason: string;
}

/** Roll back one repayment flow: the flow, the rollback type that fits it, a reason, and a confirmation. */
export function RollbackDialog({ flow, onClose, onDone }: Props) {
  const { t } = useTranslation('repay');
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const call = useMoneyCall<RollbackResult>(REPAY_URLS.rollback);
  const fitting = rollbackTypeFor(flow.repayType);
  const chosen: RollbackType | null = Form.useWatch('rollbackType', form) ?? fitting;
  const unsaved = useUnsavedChanges(form, true);
  const cancel = () => unsaved.askBeforeDiscarding(onClose);

  const submit = async () => {
    // An invalid form shows its messages beside the fields.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const type = t(`rollbackTypes.${values.rollbackType}`);
    modal.confirm({
      title: t('rollbackDialog.confirmTitle', { flowNo: flow.flowNo }),
      content: t(`rollbackDialog.confirm.${values.rollbackType}`, { amount: formatKes(flow.amountCents), type }),
      okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { danger: true, 'data-testid': 'rollback-confirm-ok' } as never,
      onOk: async () => {
        const result = await call.post({ flowId: flow.id, ...values });
        if (!result) return;
        toastSuccess(result.replacementFlowNo
          ? t('rollbackDialog.doneReplaced', { flowNo: result.flowNo, replacement: result.replacementFlowNo })
          : t('rollbackDialog.done', { flowNo: result.flowNo }));
        onDone(result);
      },
    });
  };

  const items = [
    { key: 'flowNo', label: t('columns.flowNo'), children: flow.flowNo },
    { key: 'repayType', label: t('columns.repayType'), children: <Tag>{t(`repayTypes.${flow.repayType}`)}</Tag> },
    { key: 'orderNo', label: t('columns.orderNo'), children: `${flow.orderNo} · ${flow.billNo}` },
    { key: 'amount', label: t('columns.amountCents'), children: formatKes(flow.amountCents) },
    { key: 'paymentCode', label: t('columns.paymentCode'), children: flow.paymentCode ?? '—' },
    { key: 'repaidAt', label: t('columns.repaidAt'), children: formatEat(flow.repaidAt) },
  ];
  return (
    <AppModal open onCancel={cancel} width={760} style={{ top: 24 }} title={t('rollbackDialog.title', { flowNo: flow.flowNo })}
      footer={[
        <Button key="cancel" onClick={cancel}>{t('common:actions.cancel')}</Button>,
        <Button key="submit" type="primary" danger onClick={submit} disabled={flow.status !== 'valid' || !fitting} data-testid="rollback-submit">{t('actions.rollback')}</Button>,
      ]}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="rollback-dialog">
        <Descriptions size="small" column={2} items={items} />
        <BreakdownTable hideZero columns={[{ key: 'offsets', title: t('rollbackDialog.offsets'), amounts: flow.offsets }]} />
        {flow.status !== 'valid' && <Alert type="warning" showIcon message={t('errors.alreadyRolledBack', { flowNo: flow.flowNo })} />}
        {flow.status === 'valid' && !fitting && (
          <Alert type="warning" showIcon message={t('rollbackDialog.noFittingType', { type: t(`repayTypes.${flow.repayType}`) })}
            description={flow.repayType === 'generic' && flow.amountCents === 0 ? t('rollbackDialog.waiverFlow') : undefined} />
        )}
        <Form form={form} layout="vertical" initialValues={{ rollbackType: fitting ?? undefined }} onValuesChange={() => { call.clearError(); unsaved.onValuesChange(); }}>
          <Form.Item name="rollbackType" label={t('fields.rollbackType')} rules={[{ required: true, message: t('rollbackDialog.typeRequired') }]}
            extra={chosen && t(`rollbackDialog.hints.${chosen}`)}>
            <Radio.Group data-testid="rollback-type" optionType="button" buttonStyle="solid"
              options={ROLLBACK_TYPES.map((v) => ({ value: v, label: t(`rollbackTypes.${v}`), disabled: ROLLBACK_RULES[v].undoes !== flow.repayType }))} />
          </Form.Item>
          <Form.Item name="reason" label={t('fields.reason')} rules={[{ required: true, whitespace: true, message: t(REPAY_MESSAGES.reasonRequired) }, maxLengthRule(t, t('fields.reason'), REASON_MAX)]}>
            <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={REASON_MAX} data-testid="rollback-reason" />
          </Form.Item>
        </Form>
        {call.error && <Alert type="error" showIcon message={call.error} data-testid="rollback-error" />}
      </Space>
    </AppModal>
  );
}
