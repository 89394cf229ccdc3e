import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_REASON_MAX, type CouponApplicationRow } from '../../../../common/coupons/coupon-application';
import { AppModal } from '../../../components/crud/AppModal';
import { TextArea, maxLengthRule } from '../../../components/inputs';

interface Props { row: CouponApplicationRow | null; onClose: () => void; onSubmit: (row: CouponApplicationRow, remark: string) => Promise<unknown> }

/** Rejecting an application, with an optional remark. */
export function RejectModal({ row, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ remark?: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => { if (row) form.resetFields(); }, [row, form]);
  const submit = async () => {
    if (!row) return;
    setSaving(true);
    try { await onSubmit(row, form.getFieldValue('remark') ?? ''); } finally { setSaving(false); }
  };
  return (
    <AppModal open={row !== null} title={row ? t('csCoupon:titles.reject', { applicationNo: row.applicationNo }) : ''} onCancel={onClose}
      onOk={submit} confirmLoading={saving} okText={t('actions.confirm')} cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'reject-ok' } as never}>
      <Form form={form} layout="vertical">
        <Form.Item name="remark" label={t('csCoupon:fields.remark')} rules={[maxLengthRule(t, t('csCoupon:fields.remark'), COUPON_REASON_MAX)]}>
          <TextArea autoSize={{ minRows: 3, maxRows: 6 }} max={COUPON_REASON_MAX} data-testid="field-remark" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
