/**
 * Who may act on a record someone holds (issue 37, docs/roles.md): front-line staff act only on the cases and list
 * entries they hold; a user holding one of an area's supervisor codes acts on any record of their merchants. The
 * holder of a case never decides a request about it (waiver, delayed arrival, bad debt).
 */
import { actionCode } from './routes';

const codesOf = (keys: readonly string[], actions: readonly string[]) => keys.flatMap((key) => actions.map((action) => actionCode(key, action)));

/** Allocating cases or deciding collection requests: a collection supervisor's codes. */
export const COLLECTION_SUPERVISOR_CODES: readonly string[] = [
  ...codesOf(['CollectionSystem/CaseAllocation', 'CollectionSystemNew/CaseAllocationNew', 'CollectionSystemNew/CaseAllocationMerge'], ['allocate', 'reallocate', 'autoAllocate']),
  ...codesOf(['CollectionSystem/DeductionAmountManagement', 'CollectionSystemNew/DeductionAmountManagementNew'], ['approve', 'reverse', 'delayReview']),
  ...codesOf(['CollectionSystem/BadDebtManagement', 'CollectionSystemNew/BadDebtManagementNew'], ['approve']),
];

/** Assigning dial tasks, seeing everyone's, or approving: a telemarketing supervisor's codes. */
export const TELEMARKETING_SUPERVISOR_CODES: readonly string[] = [
  ...codesOf(['TelemarketingSystem/DialTask'], ['assign', 'viewAll']),
  ...codesOf(['TelemarketingSystem/Approval'], ['approve']),
];

/** Whether a user with these codes supervises the area (acts on records others hold). */
export const supervises = (codes: ReadonlySet<string>, supervisorCodes: readonly string[]) => supervisorCodes.some((code) => codes.has(code));

/** Whether the user may act on a record held by `holderUserId`: their own, or any as a supervisor. */
export const mayActOn = (user: { userId: number; codes: ReadonlySet<string> }, holderUserId: number | null, supervisorCodes: readonly string[]) =>
  holderUserId === user.userId || supervises(user.codes, supervisorCodes);
