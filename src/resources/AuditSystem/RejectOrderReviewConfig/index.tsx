import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderReviewConfigEntity } from '../../../../common/entities/order-review-config';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { dictUrl, useOrderOptions } from '../../../components/orders';
import { MerchantSelect } from './MerchantSelect';

type Row = Record<string, unknown>;

/** Re-review rules per merchant: daily limit, hours after the rejection, qualifying refuse codes; one config per merchant. */
export default function RejectOrderReviewConfig() {
  const { t } = useTranslation();
  const { labelOf } = useOrderOptions(dictUrl('REFUSE_CODE'));
  const refuseCodes = (codes: string[] = []) => (codes.length === 0 ? <Tag>{t('orderReviewConfig:anyRefuseCode')}</Tag> : (
    <Space size={[0, 4]} wrap>
      {codes.map((code) => <Tooltip key={code} title={labelOf(code)}><Tag>{code}</Tag></Tooltip>)}
    </Space>
  ));
  return (
    <CrudListPage entity={orderReviewConfigEntity} nameField="merchantName"
      columns={{
        merchantId: { render: (_: unknown, row: Row) => String(row.merchantName ?? row.merchantId) },
        refuseCodes: { render: refuseCodes },
      }}
      form={{ inputs: { merchantId: <MerchantSelect /> } }} />
  );
}
