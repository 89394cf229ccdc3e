export { CaseDrawer } from './CaseDrawer';
