import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import type { RefundableInfo } from '../../../../common/money/refund';

/** What the entered order can refund: its customer, overpaid money, claims not yet sent, and any refund under way. */
export function RefundableSummary({ info }: { info: RefundableInfo }) {
  const { t } = useTranslation('refund');
  const figure = (title: string, cents: number, testId?: string) => (
    <Col span={8}><Statistic title={title} value={cents} valueStyle={{ fontSize: 15 }} formatter={() => <span data-testid={testId}>{formatKes(cents)}</span>} /></Col>
  );
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="refundable-summary">
      <Typography.Text strong>{info.customerName}</Typography.Text>
      <Typography.Text type="secondary"> · {info.phone} · {info.merchantName}</Typography.Text>
      <Row gutter={8} style={{ marginTop: 8 }}>
        {figure(t('fields.overpayment'), info.overpaymentCents)}
        {figure(t('fields.reserved'), info.reservedCents)}
        {figure(t('fields.refundable'), info.refundableCents, 'refundable-amount')}
      </Row>
      {info.openRefundNo && (
        <Alert type="warning" showIcon style={{ marginTop: 8 }} message={t('errors.openRefundExists', { orderNo: info.orderNo, refundNo: info.openRefundNo })} />
      )}
    </Card>
  );
}
