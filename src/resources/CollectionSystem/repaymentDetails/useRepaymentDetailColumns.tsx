import { Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RepaymentDetailRow } from '../../../../common/collection/repayment-details';
import { shownLevel } from '../../../../common/collection/policies';
import type { CollectionSystem } from '../../../../common/collection/statuses';
import { formatKes } from '../../../../common/money';
import { screen } from '../../../../common/routes';
import { formatEat } from '../../../../common/time';
import { SecondaryText } from '../../../components/money-actions/SecondaryText';

const orderDetailPath = (orderId: number) => `${screen('OrderDetailAudit/OrderDetail').path}?orderId=${orderId}`;

/** The repayment details' columns; the phone arrives masked for masked users. */
export function useRepaymentDetailColumns(system: CollectionSystem): TableColumnType<RepaymentDetailRow>[] {
  const { t } = useTranslation('repaymentDetails');
  return [
    { key: 'repaidAt', title: t('fields.repaidAt'), dataIndex: 'repaidAt', fixed: 'left', width: 170, render: (v: string) => formatEat(v) },
    { key: 'caseNo', title: t('fields.caseNo'), dataIndex: 'caseNo' },
    { key: 'orderNo', title: t('fields.orderNo'), dataIndex: 'orderNo', render: (v: string, row) => <Link to={orderDetailPath(row.orderId)}>{v}</Link> },
    { key: 'customer', title: t('fields.customerName'), dataIndex: 'customerName', render: (v: string, row) => <>{v}<SecondaryText text={row.phone} /></> },
    { key: 'merchantName', title: t('fields.merchantName'), dataIndex: 'merchantName' },
    { key: 'level', title: t('fields.level'), dataIndex: 'level', render: (v: string) => shownLevel(system, v) },
    { key: 'collectorName', title: t('fields.collectorName'), dataIndex: 'collectorName', render: (v: string | null, row) => v || row.agency || '—' },
    { key: 'agency', title: t('fields.agency'), dataIndex: 'agency', render: (v: string | null) => v || '—' },
    { key: 'amount', title: t('fields.amount'), dataIndex: 'amountCents', align: 'right', render: (v: number) => formatKes(v) },
    {
      key: 'reversed', title: t('fields.reversed'), dataIndex: 'reversed',
      render: (v: boolean) => (v ? <Tag color="red">{t('reversedTag')}</Tag> : <Tag>{t('common:crud.no')}</Tag>),
    },
  ];
}
