import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditConfigurationEntity, questionOptionsProblem } from '../../../../common/entities/audit-configuration';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { DefaultOnSwitch } from '../../../components/crud/DefaultOnSwitch';
import { toastError } from '../../../providers/toast';
import { OptionsEditor } from './OptionsEditor';
import { TextArea } from '../../../components/inputs';

type Row = Record<string, unknown>;

/** The human-review questions the audit screen asks, each with its options; enable/disable with confirmation. */
export default function AuditConfiguration() {
  const { t } = useTranslation('auditConfiguration');
  const toPayload = (values: Row) => {
    const options = ((values.options as string[] | undefined) ?? []).map((o) => o.trim());
    const problem = questionOptionsProblem(options);
    if (problem) {
      toastError(t(problem));
      throw new Error(problem);
    }
    return { ...values, options, required: values.required ?? true };
  };
  return (
    <CrudListPage entity={auditConfigurationEntity} nameField="question"
      columns={{
        question: { width: 300, render: (text: string) => <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, tooltip: text }}>{text}</Typography.Paragraph> },
        options: { width: 260, render: (options: string[] = []) => <Space size={[0, 4]} wrap>{options.map((o) => <Tag key={o}>{o}</Tag>)}</Space> },
        sort: { width: 80 },
      }}
      form={{ inputs: { question: <TextArea autoSize={{ minRows: 2, maxRows: 5 }} max={200} data-testid="field-question" />, options: <OptionsEditor />, required: <DefaultOnSwitch /> }, width: 640, toPayload }} />
  );
}
