export { BalanceManagementPage as default } from './BalanceManagementPage';
