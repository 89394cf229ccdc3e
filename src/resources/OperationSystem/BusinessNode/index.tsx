import { Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { businessNodeEntity } from '../../../../common/entities/businessNode';
import { CrudListPage } from '../../../components/crud/CrudListPage';

const tags = (values: string[] = [], label: (v: string) => string = (v) => v) =>
  <Space size={[0, 4]} wrap>{values.map((v) => <Tag key={v}>{label(v)}</Tag>)}</Space>;

/** BusinessNode: where the company speaks to a customer, on which apps and channels, with which template variables. */
export default function BusinessNode() {
  const { t } = useTranslation('businessNode');
  return (
    <CrudListPage entity={businessNodeEntity} nameField="name"
      columns={{
        code: { width: 150 },
        name: { width: 140 },
        apps: { width: 100, render: (apps: string[] = []) => (apps.length ? tags(apps) : t('allApps')) },
        channels: { width: 170, render: (channels: string[] = []) => tags(channels, (c) => t(`options.channels.${c}`)) },
        variables: {
          width: 230,
          render: (variables: string[] = []) => (
            <Space size={[4, 4]} wrap>{variables.map((v) => <Typography.Text key={v} code>{`{${v}}`}</Typography.Text>)}</Space>
          ),
        },
      }}
      form={{
        width: 640,
        inputs: {
          variables: <Select mode="tags" tokenSeparators={[',', ' ', '，']} open={false} suffixIcon={null}
            aria-label={t('fields.variables')} data-testid="field-variables" />,
        },
      }} />
  );
}
