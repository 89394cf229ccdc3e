export { MachineReviewRetrievalPage as default } from './MachineReviewRetrievalPage';
