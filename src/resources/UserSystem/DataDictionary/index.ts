export { DataDictionaryPage as default } from './DataDictionaryPage';
