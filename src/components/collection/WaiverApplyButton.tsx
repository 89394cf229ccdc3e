/**
 * "Apply for waiver" on a case (mounted in the collector's case view): shows what each waivable component owes
 * today and the limits of the reduction strategy that covers the case, checks the proposal with the server's own
 * rule (common/collection/reduction.ts) and sends it for a supervisor's approval.
 */
import { useCustom } from '@refinedev/core';
import { Alert, Button, Form, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEDUCTION_SCREENS, DEDUCTION_TEXT_MAX, DEDUCTION_URLS, type WaiverPreview } from '../../../common/collection/deduction';
import { waiverCeiling, waiverProblem } from '../../../common/collection/reduction';
import { WAIVABLE_COMPONENTS, type WaivableComponent } from '../../../common/collection/statuses';
import { formatKes, parseMoneyInput } from '../../../common/money';
import { formatRate } from '../../../common/rate';
import { actionCode } from '../../../common/routes';
import { useIdempotencyKey } from '../../hooks/useIdempotencyKey';
import { useOperation } from '../../hooks/useOperation';
import { usePost } from '../../hooks/usePost';
import { toastSuccess } from '../../providers/toast';
import { AppModal } from '../crud/AppModal';
import { KesInput } from '../money/KesInput';
import { TextArea, maxLengthRule, moneyRule } from '../inputs';

type Amounts = Partial<Record<WaivableComponent, string>>;
const centsOf = (amounts: Amounts) => Object.fromEntries(WAIVABLE_COMPONENTS.map((c) => [c, parseMoneyInput(amounts[c] ?? '') ?? 0]).filter(([, v]) => Number(v) > 0)) as Partial<Record<WaivableComponent, number>>;

export function WaiverApplyButton({ caseId }: { caseId: number }) {
  const { t } = useTranslation(['deduction', 'collection']);
  const can = useOperation();
  const [open, setOpen] = useState(false);
  if (!Object.values(DEDUCTION_SCREENS).some((s) => can(actionCode(s, 'apply')))) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="waiver-apply">{t('actions.applyWaiver')}</Button>
      {open && <WaiverApplyModal caseId={caseId} onClose={() => setOpen(false)} />}
    </>
  );
}

function WaiverApplyModal({ caseId, onClose }: { caseId: number; onClose: () => void }) {
  const { t } = useTranslation(['deduction', 'collection']);
  const [form] = Form.useForm<{ amounts: Amounts; reason: string }>();
  const amounts = Form.useWatch('amounts', form) ?? {};
  const idempotency = useIdempotencyKey();
  const { post, posting } = usePost({ invalidates: false });
  const { query } = useCustom<WaiverPreview>({ url: DEDUCTION_URLS.preview, method: 'get', config: { query: { caseId } }, queryOptions: { staleTime: 0 } });
  const preview = query.data?.data;
  const strategy = preview?.strategy ?? null;

  const proposal = centsOf(amounts);
  const chosen = Object.keys(proposal) as WaivableComponent[];
  const total = Object.values(proposal).reduce((a, b) => a + (b ?? 0), 0);
  const limits = strategy && preview ? { ...strategy, id: 0, system: preview.system, merchantId: null, levels: [], minOverdueDays: 0, maxOverdueDays: 0, minAmountCents: 0, enabled: true } : null;
  const problem = limits && preview && chosen.length ? waiverProblem(limits, preview.owed, proposal) : null;
  const blocked = !strategy || Boolean(preview?.pendingDeductionNo);

  const submit = async () => {
    const values = await form.validateFields();
    if (problem) return;
    const done = await post<{ deductionNo: string }>(DEDUCTION_URLS.apply, { caseId, components: Object.fromEntries(Object.entries(values.amounts ?? {}).filter(([, v]) => v)), reason: values.reason }, { idempotencyKey: idempotency.key });
    toastSuccess(t('apply.done', { no: done.deductionNo }));
    onClose();
  };

  const rows = WAIVABLE_COMPONENTS.map((c) => ({ component: c, owed: preview?.owed[c] ?? 0, allowed: strategy?.components.includes(c) ?? false }));
  return (
    <AppModal open title={t('apply.title', { caseNo: preview?.caseNo ?? '' })} onCancel={onClose} onOk={() => submit().catch(() => undefined)} confirmLoading={posting}
      okText={t('actions.submit')} cancelText={t('common:actions.cancel')} okButtonProps={{ disabled: blocked || Boolean(problem), 'data-testid': 'waiver-apply-ok' } as never} width="45%">
      {preview && !strategy && <Alert type="warning" showIcon message={t('apply.noStrategy')} style={{ marginBottom: 12 }} />}
      {preview?.pendingDeductionNo && <Alert type="warning" showIcon message={t('apply.pending', { no: preview.pendingDeductionNo })} style={{ marginBottom: 12 }} />}
      {strategy && (
        <Typography.Paragraph type="secondary" data-testid="waiver-strategy">
          {t('apply.strategy', { name: strategy.name, share: formatRate(strategy.maxShareBp), cap: strategy.capCents > 0 ? formatKes(strategy.capCents) : t('apply.noCap') })}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" name="waiverApply" disabled={blocked}>
        <Table size="small" pagination={false} rowKey="component" loading={query.isLoading} dataSource={rows} style={{ marginBottom: 12 }} columns={[
          { key: 'component', title: t('apply.component'), render: (_, r) => t(`collection:options.component.${r.component}`) },
          { key: 'owed', title: t('apply.owed'), align: 'right', render: (_, r) => formatKes(r.owed) },
          {
            key: 'waive', title: t('apply.waive'), width: 180,
            render: (_, r) => (r.allowed && r.owed > 0
              ? <Form.Item name={['amounts', r.component]} noStyle rules={[moneyRule(t)]}><KesInput style={{ width: '100%' }} aria-label={`${t('apply.waive')} ${t(`collection:options.component.${r.component}`)}`} data-testid={`waive-${r.component}`} /></Form.Item>
              : <Typography.Text type="secondary">{r.allowed ? '—' : t('apply.notAllowed')}</Typography.Text>),
          },
        ]} />
        <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
          {limits && preview && chosen.length > 0 && <Typography.Text>{t('apply.limitNow', { limit: formatKes(waiverCeiling(limits, preview.owed, chosen)) })}</Typography.Text>}
          <Typography.Text strong data-testid="waiver-total">{t('apply.total', { total: formatKes(total) })}</Typography.Text>
          {problem && <Alert type="error" showIcon message={t(problem.key, translatedParams(t, problem.params))} data-testid="waiver-problem" />}
        </Space>
        <Form.Item name="reason" label={t('fields.reason')} rules={[{ required: true, whitespace: true, message: t('errors.remarkRequired') }, maxLengthRule(t, t('fields.reason'), DEDUCTION_TEXT_MAX)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={DEDUCTION_TEXT_MAX} data-testid="waiver-reason" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

/** Parameters naming a label ("collection:options.component.lateFee") are shown translated, as the server does. */
function translatedParams(t: (key: string) => string, params: Record<string, string | number> = {}) {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' && v.includes(':') ? t(v) : v]));
}
