export { LoanManagementPage as default } from './LoanManagementPage';
