export { MyAuditPage as default } from './MyAuditPage';
