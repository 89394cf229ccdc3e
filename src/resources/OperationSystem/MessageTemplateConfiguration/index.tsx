import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_STAGES, unknownVariable } from '../../../../common/contact/template';
import { messageTemplateEntity } from '../../../../common/entities/messageTemplate';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { toastError } from '../../../providers/toast';
import { CaseStageInput } from './CaseStageInput';
import { ContentInput } from './ContentInput';
import { useNodeOptions } from './useNodeOptions';

type Row = Record<string, unknown>;

/** MessageTemplateConfiguration: templates per business node, channel, merchant, case stage and contact type, with a preview. */
export default function MessageTemplateConfiguration() {
  const { t } = useTranslation('messageTemplate');
  const nodes = useNodeOptions();
  // The server checks the same; refusing here names the variable before a round trip.
  const toPayload = (values: Row) => {
    const node = nodes.find((n) => n.value === values.businessNodeId);
    const unknown = node ? unknownVariable(String(values.content ?? ''), node.variables) : null;
    if (node && unknown) {
      const message = t('errors.unknownVariable', { variable: unknown, node: node.label });
      toastError(message);
      throw new Error(message);
    }
    return { ...values, merchantId: values.merchantId ?? null, appName: values.appName ?? null };
  };
  return (
    <CrudListPage entity={messageTemplateEntity} nameField="name"
      columns={{
        templateNo: { width: 140 },
        name: { width: 150 },
        merchantId: { width: 120, render: (_: unknown, row: Row) => String(row.merchantName ?? t('allMerchants')) },
        caseStage: { width: 90, render: (stage: string | null) => (stage && (TEMPLATE_STAGES as readonly string[]).includes(stage) ? t(`stages.${stage}`) : stage ?? t('anyStage')) },
        content: {
          width: 280, ellipsis: false,
          render: (text: string) => <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, tooltip: text }}>{text}</Typography.Paragraph>,
        },
      }}
      form={{ width: '50%', inputs: { content: <ContentInput />, caseStage: <CaseStageInput /> }, toPayload }} />
  );
}
