export { FlowRecordSupplementPage as default } from './FlowRecordSupplementPage';
