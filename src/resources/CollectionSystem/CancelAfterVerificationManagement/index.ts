export { CancelAfterVerificationManagementPage as default } from './CancelAfterVerificationManagementPage';
