export { DepartmentManagementPage as default } from './DepartmentManagementPage';
