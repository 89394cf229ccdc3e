/** Move cases into the library: case numbers typed or pasted (or the cases selected elsewhere), one reason; per-case results. */
import { Alert, Form, Input, List, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BAD_DEBT_REASON_MAX, BAD_DEBT_URLS, type BadDebtMoveInResult } from '../../../../common/collection/bad-debt';
import type { CollectionSystem } from '../../../../common/collection/statuses';
import { AppModal } from '../../../components/crud/AppModal';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { usePost } from '../../../hooks/usePost';
import { TextArea, maxLengthRule } from '../../../components/inputs';

const splitCaseNos = (text: string) => [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];

export function MoveInModal({ system, open, caseIds = [], onClose }: { system: CollectionSystem; open: boolean; caseIds?: readonly number[]; onClose: () => void }) {
  const { t } = useTranslation('badDebt');
  const [form] = Form.useForm<{ caseNos?: string; reason: string }>();
  const idempotency = useIdempotencyKey();
  const { renew } = idempotency;
  const { post, posting } = usePost();
  const [results, setResults] = useState<BadDebtMoveInResult[] | null>(null);
  useEffect(() => {
    if (open) { form.resetFields(); renew(); setResults(null); }
  }, [open, form, renew]);

  const submit = async () => {
    if (results) { onClose(); return; }
    const values = await form.validateFields();
    const answer = await post<BadDebtMoveInResult[]>(BAD_DEBT_URLS.moveIn, { system, caseNos: splitCaseNos(values.caseNos ?? ''), caseIds, reason: values.reason }, { idempotencyKey: idempotency.key });
    setResults(answer);
  };
  const ok = results?.filter((r) => r.ok).length ?? 0;

  return (
    <AppModal open={open} title={t('moveIn.title')} onCancel={onClose} confirmLoading={posting} onOk={() => submit().catch(() => undefined)}
      okText={results ? t('common:actions.close') : t('actions.submit')} cancelText={t('common:actions.cancel')} okButtonProps={{ 'data-testid': 'move-in-ok' } as never}>
      {results ? (
        <>
          <Alert type={ok === results.length ? 'success' : 'warning'} showIcon message={t('moveIn.results', { ok, failed: results.length - ok })} style={{ marginBottom: 12 }} />
          <List size="small" dataSource={results.filter((r) => !r.ok)} renderItem={(r) => <List.Item><Typography.Text strong>{r.caseNo}</Typography.Text> {r.message}</List.Item>} />
        </>
      ) : (
        <Form form={form} layout="vertical" name="badDebtMoveIn" requiredMark>
          {caseIds.length > 0
            ? <Alert type="info" message={t('moveIn.selected', { count: caseIds.length })} style={{ marginBottom: 12 }} />
            : (
              <Form.Item name="caseNos" label={t('fields.caseNos')} extra={t('moveIn.caseNosHint')} rules={[{ required: true, whitespace: true, message: t('errors.noCases') }]}>
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} data-testid="move-in-case-nos" />
              </Form.Item>
            )}
          <Form.Item name="reason" label={t('fields.reason')} rules={[{ required: true, whitespace: true, message: t('errors.reasonRequired') }, maxLengthRule(t, t('fields.reason'), BAD_DEBT_REASON_MAX)]}>
            <TextArea autoSize={{ minRows: 2, maxRows: 5 }} max={BAD_DEBT_REASON_MAX} data-testid="move-in-reason" />
          </Form.Item>
        </Form>
      )}
    </AppModal>
  );
}
