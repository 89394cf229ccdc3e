import { userEntity } from '../../../../common/entities/user';
import { FilterBar } from '../../../components/crud/FilterBar';
import { DepartmentTreeSelect } from './DepartmentTreeSelect';
import styles from './user-management.module.css';

/** The declared filters; the department is chosen from its tree and includes its sub-departments. */
export function UserFilters({ onSearch }: { onSearch: (values: Record<string, unknown>) => void }) {
  return <FilterBar entity={userEntity} onSearch={onSearch} className={styles.filters} inputs={{ deptId: <DepartmentTreeSelect /> }} />;
}
