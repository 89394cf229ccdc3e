import { TreeSelect, type TreeSelectProps } from 'antd';
import type { UserOption } from './useUserOptions';
import { useUserOptions } from './useUserOptions';

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
}

const toTreeData = (nodes: UserOption[]): NonNullable<TreeSelectProps['treeData']> =>
  nodes.map((n) => ({ title: n.label, value: n.value, children: n.children && toTreeData(n.children) }));

/** The department tree, as a form input or a filter. */
export function DepartmentTreeSelect({ id, value, onChange, placeholder }: Props) {
  const { options, loading } = useUserOptions('departments');
  return (
    <TreeSelect id={id} value={value} onChange={onChange} placeholder={placeholder} loading={loading} treeData={toTreeData(options)}
      treeDefaultExpandAll allowClear showSearch treeNodeFilterProp="title" style={{ width: '100%' }}
      popupMatchSelectWidth={false} data-testid="field-deptId" />
  );
}
