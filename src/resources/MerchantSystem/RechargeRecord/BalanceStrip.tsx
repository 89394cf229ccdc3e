import { EditOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILLING_URLS, type MerchantBalance } from '../../../../common/merchant/billing';
import { formatKes } from '../../../../common/money';
import { Kes } from '../../../components/money/Kes';

interface Props {
  /** Only this merchant's balance (the list's merchant filter); every merchant in scope otherwise. */
  merchantId?: number;
  /** Offered on RechargeRecord to holders of the overdraft code. */
  onOverdraft?: (balance: MerchantBalance) => void;
}

/** Each merchant's current prepaid balance, what it may still consume (with its overdraft) and the recharges awaiting confirmation. */
export function BalanceStrip({ merchantId, onOverdraft }: Props) {
  const { t } = useTranslation('merchantBilling');
  const { query } = useCustom<MerchantBalance[]>({ url: BILLING_URLS.balances, method: 'get', config: { query: { merchantId } } });
  const balances = query.data?.data ?? [];
  return (
    <section aria-label={t('balances.title')} style={{ marginBottom: 16 }}>
      <Flex gap={12} wrap>
        {balances.map((b) => (
          <Card key={b.merchantId} size="small" style={{ minWidth: 240, flex: '1 1 240px' }} data-testid={`balance-${b.merchantId}`}
            title={b.merchantName}
            extra={onOverdraft && (
              <Button size="small" type="text" icon={<EditOutlined />} onClick={() => onOverdraft(b)} aria-label={t('overdraft.title', { merchant: b.merchantName })}
                data-testid={`overdraft-${b.merchantId}`}>{t('actions.overdraft')}</Button>
            )}>
            {b.billed ? (
              <>
                <Typography.Text type="secondary">{t('fields.balance')} </Typography.Text>
                <span data-testid="balance-amount"><Kes cents={b.balanceCents} strong type={b.balanceCents < 0 ? 'danger' : undefined} /></span>
                <div>
                  <Typography.Text type="secondary">
                    {t('fields.available')} {formatKes(b.availableCents)}{b.overdraftCents > 0 ? ` · ${t('balances.overdraftOf', { amount: formatKes(b.overdraftCents) })}` : ''}
                  </Typography.Text>
                </div>
              </>
            ) : <Tag>{t('balances.notBilled')}</Tag>}
            {b.pendingCents > 0 && <div><Tag color="gold" data-testid="balance-pending">{t('balances.pendingOf', { amount: formatKes(b.pendingCents) })}</Tag></div>}
          </Card>
        ))}
      </Flex>
    </section>
  );
}
