/** The contact platform's choice endpoints, shared by the entities and the screens (no i18n namespace here). */

/** Where the form's app choices come from: GET businessNode/options/apps (the merchants' app names). */
export const BUSINESS_NODE_APPS_URL = 'businessNode/options/apps';
/** Every node as [{label, value: id, channels, variables}], for the template form and filter. */
export const BUSINESS_NODE_OPTIONS_URL = 'businessNode/options/nodes';

export interface BusinessNodeOption {
  value: number;
  label: string;
  channels: string[];
  variables: string[];
}
