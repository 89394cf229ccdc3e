import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, filterFields } from '../../../../common/crud/entity';
import { userEntity } from '../../../../common/entities/user';
import { FieldInput } from '../../../components/crud/FieldInput';
import { DepartmentTreeSelect } from './DepartmentTreeSelect';
import styles from './user-management.module.css';

/** The declared filters; the department is chosen from its tree and includes its sub-departments. */
export function UserFilters({ onSearch }: { onSearch: (values: Record<string, unknown>) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const submit = () => onSearch(Object.fromEntries(Object.entries(form.getFieldsValue()).filter(([, v]) => v !== undefined && v !== '')));
  return (
    <Form form={form} name="userFilters" layout="inline" className={styles.filters} onFinish={submit} data-testid="filter-bar">
      {filterFields(userEntity).map(([name, field]) => (
        <Form.Item key={name} name={name} label={t(fieldLabelKey(userEntity, name))}>
          {name === 'deptId' ? <DepartmentTreeSelect /> : <FieldInput entity={userEntity} name={name} field={field} filter />}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">{t('actions.search')}</Button>
          <Button onClick={() => { form.resetFields(); submit(); }}>{t('actions.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
