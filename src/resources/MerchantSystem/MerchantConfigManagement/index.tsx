import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOAN_LIMIT_FIELDS, merchantProfileEntity, WITHDRAWAL_FIELDS } from '../../../../common/entities/merchant-settings';
import { actionCode } from '../../../../common/routes';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { formatKes } from '../../../../common/money';
import { useOperation } from '../../../hooks/useOperation';

type Row = Record<string, unknown>;
const screen = merchantProfileEntity.screen;

/** Merchants (brand, app, paybill, enabled) with the products they offer, their loan ceiling and withdrawal conditions. */

export default function MerchantConfigManagement() {
  const { t } = useTranslation();
  const can = useOperation();
  // Withdrawal conditions and the loan limit need their own codes; without them the form leaves them alone.
  const hidden = [
    ...(can(actionCode(screen, 'withdrawal')) ? [] : WITHDRAWAL_FIELDS),
    ...(can(actionCode(screen, 'loanLimit')) ? [] : LOAN_LIMIT_FIELDS),
  ];
  return (
    <CrudListPage entity={merchantProfileEntity} nameField="merchantName" form={{ hidden }} columns={{
      // The brand with its app and paybill beneath, so that the switch and actions stay in view at 1280 px.
      merchantName: {
        render: (_: unknown, row: Row) => (
          <>
            <div>{String(row.merchantName)}</div>
            <Typography.Text type="secondary">{[row.appName, row.paybill].filter(Boolean).join(' · ') || '—'}</Typography.Text>
          </>
        ),
      },
      offeredProductIds: { render: (_: unknown, row: Row) => String(row.offeredProducts || t('merchantSettings:allProducts')) },
      maxLoanAmountCents: { render: (value: unknown) => (typeof value === 'number' && value > 0 ? formatKes(value) : t('merchantSettings:noLimit')) },
      // The three withdrawal conditions in one column.
      withdrawalMinCents: {
        title: t('merchantSettings:withdrawalConditions'),
        render: (_: unknown, row: Row) => [
          t('merchantSettings:withdrawalFrom', { min: formatKes(Number(row.withdrawalMinCents ?? 0)) }),
          Number(row.withdrawalDailyLimit) < 0 ? t('merchantSettings:anyPerDay') : t('merchantSettings:perDay', { count: Number(row.withdrawalDailyLimit) }),
          ...(row.withdrawalSettledOnly ? [t('merchantSettings:settledOnly')] : []),
        ].join(' · '),
      },
    }} />
  );
}
