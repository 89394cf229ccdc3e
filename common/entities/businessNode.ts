import { PUSH_CHANNELS } from '../contact/template';
import { BUSINESS_NODE_APPS_URL } from '../contact/options';
import { defineEntity } from '../crud/entity';

export const NODE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/**
 * BusinessNode (spec 3): a point where the company speaks to a customer (collection, repaymentReminder …),
 * the apps and channels it may push on, and the variables its templates may use. The code is what other
 * modules ask for (`messageTemplate/options?node=collection`), so it is set once, on create.
 */
export const businessNodeEntity = defineEntity({
  name: 'businessNode',
  screen: 'OperationSystem/BusinessNode',
  recordName: 'name',
  fields: {
    code: { kind: 'text', required: true, max: 40, pattern: NODE_CODE_PATTERN, patternMessage: 'businessNode:errors.codeFormat', list: true, filter: 'contains', sortable: true, createOnly: true },
    name: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    apps: { kind: 'multiSelect', lookup: BUSINESS_NODE_APPS_URL, list: 'more', hint: 'businessNode:hints.apps' },
    channels: { kind: 'multiSelect', required: true, options: PUSH_CHANNELS, list: true },
    variables: { kind: 'multiSelect', list: true, hint: 'businessNode:hints.variables' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'code', order: 'asc' },
  toggleable: true,
});
