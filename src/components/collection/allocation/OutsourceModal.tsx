import { useCustom } from '@refinedev/core';
import { AutoComplete, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AGENCY_RESULTS, CASE_ALLOCATION_URLS as URLS, type CaseActionSummary } from '../../../../common/collection/case-list';
import type { CollectionSystem } from '../../../../common/collection/statuses';
import { AppModal } from '../../crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { CollectorPicker } from './CollectorPicker';
import { CASE_READS } from './CaseActionModal';

export type OutRequest = { kind: 'outsource'; ids: number[] } | { kind: 'result'; id: number; caseNo: string };

interface Props {
  system: CollectionSystem;
  request: OutRequest | null;
  onClose: () => void;
  onDone: (summary: CaseActionSummary | null) => void;
}

/** (Mounted per request, so its form starts empty.) Outsource the chosen cases (to an agency seat, or an agency by name), or record an agency's result on one case. */
export function OutsourceModal({ system, request, onClose, onDone }: Props) {
  const { t } = useTranslation(['caseAllocation', 'common']);
  const [form] = Form.useForm();
  const { post, posting } = usePost({ invalidates: CASE_READS });
  const { result: agencies } = useCustom<string[]>({ url: URLS.agencies, method: 'get', queryOptions: { enabled: request?.kind === 'outsource' } });
  if (!request) return null;
  const submit = async () => {
    const values = await form.validateFields();
    if (request.kind === 'outsource') {
      onDone(await post<CaseActionSummary>(URLS.outsource, { system, ids: request.ids, agency: values.agency ?? '-', seatUserId: values.seatUserId }));
    } else {
      await post(URLS.agencyResult, { system, id: request.id, result: values.result, remark: values.remark });
      toastSuccess(t('common:crud.done'));
      onDone(null);
    }
  };
  const names = (Array.isArray(agencies.data) ? agencies.data : []).map((value) => ({ value }));
  return (
    <AppModal open title={request.kind === 'outsource' ? t('out.outsourceTitle', { count: request.ids.length }) : t('out.resultTitle', { caseNo: request.caseNo })}
      onCancel={onClose} onOk={submit} confirmLoading={posting} okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')}
      okButtonProps={{ 'data-testid': 'out-submit' } as never}>
      <Form form={form} layout="vertical">
        {request.kind === 'outsource' ? (
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
            <Form.Item name="remark" label={t('out.remark')}><Input.TextArea maxLength={500} rows={3} /></Form.Item>
          </>
        )}
      </Form>
    </AppModal>
  );
}
