/**
 * CollectionPersonnel (-New) (spec 3 Personnel; 4 normal or frozen): one row per collector and system — group,
 * principal and related merchants, levels handled, automatic allocation, message sending, capacity (open cases
 * the automatic allocation fills up to), agency seat, working status, employment; with the open cases held.
 * One declaration per system; both label from the `collectionPersonnel` namespace.
 */
import { defineEntity, type EntitySpec } from '../crud/entity';
import { EMPLOYMENT_STATUSES, PERSONNEL_STATUSES, WORKING_STATUSES, type CollectionSystem } from './statuses';

export const COLLECTION_PERSONNEL_SCREENS: Record<CollectionSystem, string> = {
  v1: 'CollectionSystem/CollectionPersonnel',
  v2: 'CollectionSystemNew/CollectionPersonnelNew',
};
const NAMES: Record<CollectionSystem, string> = { v1: 'collectionPersonnel', v2: 'collectionPersonnelNew' };

/** Choices of the form: merchants and levels (the case lists' lookups), and users not yet personnel of the system. */
export const personnelCandidatesUrl = (system: CollectionSystem) => `${NAMES[system]}/candidates`;
const MERCHANTS_URL = 'caseAllocation/merchants';
const LEVELS_URL = 'caseAllocation/levels';

const entityOf = (system: CollectionSystem) => defineEntity({
  name: NAMES[system],
  namespace: 'collectionPersonnel',
  screen: COLLECTION_PERSONNEL_SCREENS[system],
  recordName: 'realName',
  fields: {
    userId: { kind: 'integer', required: true, createOnly: true, hint: 'collectionPersonnel:hints.userId' },
    realName: { kind: 'text', readOnly: true, list: true, filter: 'contains' },
    username: { kind: 'text', readOnly: true },
    deptName: { kind: 'text', readOnly: true },
    groupName: { kind: 'text', max: 64, list: 'more', filter: 'contains', sortable: true },
    status: { kind: 'select', options: PERSONNEL_STATUSES, readOnly: true, list: true, filter: 'exact' },
    workingStatus: { kind: 'select', options: WORKING_STATUSES, list: true, filter: 'exact' },
    employment: { kind: 'select', options: EMPLOYMENT_STATUSES, filter: 'exact' },
    openCases: { kind: 'integer', readOnly: true, list: true },
    capacity: { kind: 'integer', min: 1, max: 100_000 },
    levels: { kind: 'multiSelect', lookup: LEVELS_URL, list: true, hint: 'collectionPersonnel:hints.levels' },
    merchantIds: { kind: 'multiSelect', required: true, lookup: MERCHANTS_URL, list: 'more', hint: 'collectionPersonnel:hints.merchantIds' },
    relatedMerchantIds: { kind: 'multiSelect', lookup: MERCHANTS_URL },
    autoAllocation: { kind: 'boolean', list: 'more' },
    messageSending: { kind: 'boolean' },
    agency: { kind: 'text', max: 64, hint: 'collectionPersonnel:hints.agency' },
    createdAt: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'createdAt', order: 'asc' },
});

export const COLLECTION_PERSONNEL_ENTITIES: Record<CollectionSystem, EntitySpec> = { v1: entityOf('v1'), v2: entityOf('v2') };
