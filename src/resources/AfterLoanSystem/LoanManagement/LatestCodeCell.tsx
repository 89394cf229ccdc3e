import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoanCodeView } from '../../../../common/money/pay-manage';
import { formatEat } from '../../../../common/time';
import { CodeStatusTag, useFailLabels } from './PayStatusTags';

/** The latest loan code in one cell: codes, status, why it failed, who confirmed it and when. */
export function LatestCodeCell({ code }: { code: LoanCodeView | null }) {
  const { t } = useTranslation('loan');
  const labels = useFailLabels();
  if (!code) return <Typography.Text type="secondary">—</Typography.Text>;
  const thirdParty = [code.thirdPartyCode, code.thirdPartyOrderNo !== code.thirdPartyCode ? code.thirdPartyOrderNo : null].filter(Boolean).join(' / ');
  return (
    <Space direction="vertical" size={0} data-testid="latest-code">
      <Space size={4} wrap>
        <Typography.Text code copyable={{ text: code.systemCode }}>{code.systemCode}</Typography.Text>
        <CodeStatusTag status={code.status} />
      </Space>
      {thirdParty && <Typography.Text type="secondary">{t('fields.thirdPartyCode')}: {thirdParty}</Typography.Text>}
      {code.status === 'failed' && (
        <Typography.Text type="danger" data-testid="fail-cause">{labels.failType(code.failType)} · {labels.failCause(code.failCause)}</Typography.Text>
      )}
      <Typography.Text type="secondary">
        {[t(`confirmStatus.${code.confirmStatus}`), code.confirmerName, formatEat(code.confirmedAt ?? code.createdAt)].filter(Boolean).join(' · ')}
      </Typography.Text>
    </Space>
  );
}
