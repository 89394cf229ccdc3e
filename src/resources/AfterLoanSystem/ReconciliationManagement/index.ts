export { ReconciliationManagementPage as default } from './ReconciliationManagementPage';
