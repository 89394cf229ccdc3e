import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { unknownVariable } from '../../../../common/contact/template';
import { MARKETING_VARIABLES, smsMarketingTemplateEntity } from '../../../../common/marketing/sms-marketing';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { toastError } from '../../../providers/toast';

type Row = Record<string, unknown>;

/** SmsMarketingTemplate: marketing wording per merchant's app (or all); the server checks variables and sensitive words. */
export default function SmsMarketingTemplate() {
  const { t } = useTranslation('smsMarketing');
  // The server checks the same; refusing here names the variable before a round trip.
  const toPayload = (values: Row) => {
    const unknown = unknownVariable(String(values.content ?? ''), MARKETING_VARIABLES);
    if (unknown) {
      const message = t('errors.unknownVariable', { variable: unknown, allowed: MARKETING_VARIABLES.join(', ') });
      toastError(message);
      throw new Error(message);
    }
    return { ...values, merchantId: values.merchantId ?? null };
  };
  return (
    <CrudListPage entity={smsMarketingTemplateEntity} nameField="name"
      columns={{
        name: { width: 180 },
        updatedAt: { width: 180 },
        merchantId: { width: 150, render: (_: unknown, row: Row) => String(row.merchantName ?? t('allMerchants')) },
        content: {
          width: 420, ellipsis: false,
          render: (text: string) => <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, tooltip: text }}>{text}</Typography.Paragraph>,
        },
      }}
      form={{ width: 640, toPayload }} />
  );
}
