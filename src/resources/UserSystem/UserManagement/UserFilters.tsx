import { userEntity } from '../../../../common/entities/user';
import type { FilterParams } from '../../../../common/lists/filters';
import { FilterBar } from '../../../components/crud/FilterBar';
import { DepartmentTreeSelect } from './DepartmentTreeSelect';

/** The declared filters; the department is chosen from its tree and includes its sub-departments. */
export function UserFilters({ values, onSearch }: { values: FilterParams; onSearch: (values: FilterParams) => void }) {
  return <FilterBar entity={userEntity} values={values} onSearch={onSearch} inputs={{ deptId: <DepartmentTreeSelect /> }} />;
}
