import { Col, Row, Space } from 'antd';
import type { ReactNode } from 'react';
import { RESULT_CODES } from '../../../../common/envelope';
import { ApiError } from '../../../providers/envelope';
import { LoadingOverlay } from '../../../components/feedback/LoadingOverlay';
import { DetailTabs } from './DetailTabs';
import { LoadFailed } from './LoadFailed';
import { NoOrderAccess } from './NoOrderAccess';
import type { OrderDetail } from './order-detail.types';
import { OrderSummary } from './OrderSummary';
import { AttachmentsSection } from './sections/AttachmentsSection';
import { AuditStepsSection } from './sections/AuditStepsSection';
import { BankCardSection } from './sections/BankCardSection';
import { BasicSection } from './sections/BasicSection';
import { CallsSection } from './sections/CallsSection';
import { FaceSection } from './sections/FaceSection';
import { HistoryOrdersSection } from './sections/HistoryOrdersSection';
import { IncomingSection } from './sections/IncomingSection';
import { MachineDecisionSection } from './sections/MachineDecisionSection';
import { MerchantLinkSection } from './sections/MerchantLinkSection';
import { MoneySection } from './money/MoneySection';
import { PaymentSection } from './sections/PaymentSection';
import { RepaymentCodeSection } from './sections/RepaymentCodeSection';
import { ReviewRecordSection } from './sections/ReviewRecordSection';
import styles from './order-detail.module.css';
import { useMayReadOrders } from './useMayReadOrders';
import { useOrderDetail, type OrderRef } from './useOrderDetail';

const ASIDE_WIDTH = 360;

export interface DetailAside {
  detail: OrderDetail;
}

type OrderDetailViewProps = { orderRef: OrderRef; aside?: (props: DetailAside) => ReactNode };

/** The path opens for everyone; the order's data only with a code of a screen that opens orders (issue 31.5). */
export function OrderDetailView(props: OrderDetailViewProps) {
  const mayRead = useMayReadOrders();
  if (mayRead === undefined) return <LoadingOverlay variant="inline" />;
  return mayRead ? <OrderDetailContent {...props} /> : <NoOrderAccess />;
}

/**
 * The whole order: summary and the eight tabs across the page, then every section (a disbursed order's money across
 * the page under the payment info); OrderAudit adds its
 * review panel beside the sections, where it stays in view while the auditor scrolls.
 */
function OrderDetailContent({ orderRef, aside }: OrderDetailViewProps) {
  const { detail, error, reload } = useOrderDetail(orderRef);
  if (error instanceof ApiError && error.code === RESULT_CODES.forbidden) return <NoOrderAccess />;
  if (error) return <LoadFailed error={error} onRetry={reload} />;
  if (!detail) return <LoadingOverlay variant="inline" />;
  const { order, sections } = detail;
  const half = { xs: 24, xxl: 12 };

  const header = (
    <>
      <OrderSummary order={order} />
      <DetailTabs detail={detail} />
    </>
  );
  const body = (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <BasicSection data={sections.basic} />
      <Row gutter={[16, 16]}>
        <Col {...half}><IncomingSection data={sections.incoming} /></Col>
        <Col {...half}><MerchantLinkSection data={sections.merchantLink} /></Col>
        <Col {...half}><BankCardSection orderId={order.id} data={sections.bankCard} /></Col>
        <Col {...half}><PaymentSection orderId={order.id} data={sections.payment} /></Col>
        <Col {...half}><RepaymentCodeSection data={sections.repaymentCode} /></Col>
        <Col {...half}><FaceSection data={sections.face} /></Col>
      </Row>
      {sections.payment.disbursed && <MoneySection orderId={order.id} />}
      <CallsSection orderId={order.id} followRecords={sections.followRecords} />
      <MachineDecisionSection machine={sections.machineDecision} />
      <ReviewRecordSection reviews={sections.reviews} />
      <AuditStepsSection orderId={order.id} steps={sections.steps} />
      <HistoryOrdersSection orderId={order.id} />
      <AttachmentsSection orderId={order.id} attachments={sections.attachments} />
    </Space>
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="order-detail">
      {header}
      {aside ? (
        <Row gutter={16} wrap={false}>
          <Col flex="auto" style={{ minWidth: 0 }}>{body}</Col>
          <Col flex={`${ASIDE_WIDTH}px`}>
            <div className={styles.aside}>{aside({ detail })}</div>
          </Col>
        </Row>
      ) : body}
    </Space>
  );
}
