export { RejectOrderReviewPage as default } from './RejectOrderReviewPage';
