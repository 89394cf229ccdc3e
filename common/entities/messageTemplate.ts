import { CONTACT_TYPES, PUSH_CHANNELS } from '../contact/template';
import { defineEntity } from '../crud/entity';
import { BUSINESS_NODE_APPS_URL, BUSINESS_NODE_OPTIONS_URL } from '../contact/options';

export const TEMPLATE_NO_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const TEMPLATE_CONTENT_MAX = 640;
/** Merchants as [{label, value: id}] for the template form and filter. */
export const MESSAGE_TEMPLATE_MERCHANTS_URL = 'messageTemplate/options/merchants';
/** The enabled templates of a node for pickers: GET messageTemplate/options?node=&merchantId=&channel= */
export const MESSAGE_TEMPLATE_OPTIONS_URL = 'messageTemplate/options';

/** One choice of the pickers (collection SMS, reminders …). */
export interface TemplateOption {
  id: number;
  templateNo: string;
  name: string;
  content: string;
  channel: string;
  caseStage: string | null;
  contactType: string;
  merchantId: number | null;
  appName: string | null;
}

/**
 * MessageTemplateConfiguration (spec 3, Message template): what is said at a business node, on a channel, for a
 * case stage, to a contact type, for one merchant or (empty) all. The content's `{variables}` must be ones the
 * node provides; it may hold no sensitive word. Only enabled templates of enabled nodes are offered and sent.
 */
export const messageTemplateEntity = defineEntity({
  name: 'messageTemplate',
  screen: 'OperationSystem/MessageTemplateConfiguration',
  recordName: 'name',
  fields: {
    templateNo: { kind: 'text', required: true, max: 32, pattern: TEMPLATE_NO_PATTERN, patternMessage: 'messageTemplate:errors.numberFormat', list: true, filter: 'contains', sortable: true },
    name: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    businessNodeId: { kind: 'integer', required: true, lookup: BUSINESS_NODE_OPTIONS_URL, filter: 'exact' },
    channel: { kind: 'select', required: true, options: PUSH_CHANNELS, filter: 'exact' },
    merchantId: { kind: 'integer', lookup: MESSAGE_TEMPLATE_MERCHANTS_URL, list: true, filter: 'exact', hint: 'messageTemplate:hints.merchantId' },
    appName: { kind: 'text', max: 64, lookup: BUSINESS_NODE_APPS_URL, hint: 'messageTemplate:hints.appName' },
    caseStage: { kind: 'text', max: 32, list: 'more', filter: 'exact', hint: 'messageTemplate:hints.caseStage' },
    contactType: { kind: 'select', required: true, options: CONTACT_TYPES, filter: 'exact' },
    content: { kind: 'textarea', required: true, max: TEMPLATE_CONTENT_MAX, list: true, hint: 'messageTemplate:hints.content' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'templateNo', order: 'asc' },
  toggleable: true,
});
