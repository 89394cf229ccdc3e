export { OrderAllocationPage as default } from './OrderAllocationPage';
