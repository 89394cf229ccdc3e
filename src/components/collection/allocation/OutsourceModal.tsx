import { useCustom } from '@refinedev/core';
import { AutoComplete, Form, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENCY_RESULTS, CASE_ALLOCATION_URLS as URLS, type CaseActionSummary } from '../../../../common/collection/case-list';
import type { CollectionSystem } from '../../../../common/collection/statuses';
import type { FilteredBatchPreview } from '../../../../common/lists/filtered-batch';
import { formatKes } from '../../../../common/money';
import { AppModal } from '../../crud/AppModal';
import type { FilterParams } from '../../list';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { CollectorPicker } from './CollectorPicker';
import { CASE_READS } from './CaseActionModal';
import { TextArea, maxLengthRule } from '../../inputs';

export type OutRequest =
  | { kind: 'outsource'; ids: number[] }
  | { kind: 'outsourceFiltered'; filter: FilterParams }
  | { kind: 'result'; id: number; caseNo: string };

interface Props {
  system: CollectionSystem;
  request: OutRequest | null;
  onClose: () => void;
  onDone: (summary: CaseActionSummary | null) => void;
}

/**
 * (Mounted per request, so its form starts empty.) Outsource the chosen cases, or every case of the list's filter
 * (counted first, and that count confirmed), to an agency seat or an agency by name; or record an agency's result.
 */
export function OutsourceModal({ system, request, onClose, onDone }: Props) {
  const { t } = useTranslation(['caseAllocation', 'common']);
  const [form] = Form.useForm();
  const { post, posting } = usePost({ invalidates: CASE_READS });
  const outsourcing = request?.kind === 'outsource' || request?.kind === 'outsourceFiltered';
  const { result: agencies } = useCustom<string[]>({ url: URLS.agencies, method: 'get', queryOptions: { enabled: outsourcing } });
  const [preview, setPreview] = useState<FilteredBatchPreview | null>(null);
  const filter = request?.kind === 'outsourceFiltered' ? request.filter : null;
  useEffect(() => {
    if (filter) void post<FilteredBatchPreview>(URLS.outFilteredPreview, { system, kind: 'outsource', filter }, { invalidates: false }).then(setPreview);
  }, [filter, system, post]);
  if (!request) return null;
  const count = request.kind === 'outsource' ? request.ids.length : preview?.count ?? 0;
  const submit = async () => {
    const values = await form.validateFields();
    const target = { agency: values.agency || undefined, seatUserId: values.seatUserId };
    if (request.kind === 'outsource') {
      onDone(await post<CaseActionSummary>(URLS.outsource, { system, ids: request.ids, agency: values.agency ?? '-', seatUserId: values.seatUserId }));
    } else if (request.kind === 'outsourceFiltered') {
      onDone(await post<CaseActionSummary>(URLS.outFiltered, { system, kind: 'outsource', filter: request.filter, expectedCount: count, ...target }));
    } else {
      await post(URLS.agencyResult, { system, id: request.id, result: values.result, remark: values.remark });
      toastSuccess(t('common:crud.done'));
      onDone(null);
    }
  };
  const names = (Array.isArray(agencies.data) ? agencies.data : []).map((value) => ({ value }));
  return (
    <AppModal open title={request.kind === 'result' ? t('out.resultTitle', { caseNo: request.caseNo }) : t('out.outsourceTitle', { count })}
      onCancel={onClose} onOk={submit} confirmLoading={posting} okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: outsourcing && !count, 'data-testid': 'out-submit' } as never}>
      {request.kind === 'outsourceFiltered' && (
        <Typography.Paragraph strong data-testid="out-filtered-scope">
          {preview ? t('out.filteredScope', { count, amount: formatKes(preview.totalCents) }) : t('dialog.counting')}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical">
        {outsourcing ? (
          <>
            <Form.Item name="seatUserId" label={t('out.seat')} extra={t('out.seatHint')}>
              <CollectorPicker scope={system} agencySeats />
            </Form.Item>
            <Form.Item noStyle shouldUpdate>
              {() => (
                <Form.Item name="agency" label={t('out.agency')} rules={[{ required: !form.getFieldValue('seatUserId'), message: t('out.agencyRequired') }]}>
                  <AutoComplete options={names} disabled={Boolean(form.getFieldValue('seatUserId'))} data-testid="out-agency" />
                </Form.Item>
              )}
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="result" label={t('out.result')} rules={[{ required: true, message: t('out.resultRequired') }]}>
              <Select data-testid="out-result" options={AGENCY_RESULTS.map((value) => ({ value, label: t(`out.results.${value}`) }))} />
            </Form.Item>
            <Form.Item name="remark" label={t('out.remark')} rules={[maxLengthRule(t, t('out.remark'), 500)]}><TextArea max={500} rows={3} /></Form.Item>
          </>
        )}
      </Form>
    </AppModal>
  );
}
