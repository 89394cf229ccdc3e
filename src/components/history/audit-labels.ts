/**
 * The locale key of an audit row's action and entity (common.json `audit` and `auditEntity`). Actions are dotted
 * paths (`loan.first`, `tmApproval.approve`), the nested keys of `audit`; a few are written as another namespace's
 * key (`order:actions.approve`, `transfer:actions.payout`), read as the same area's entry (`order.approve`).
 */
export const auditActionKey = (action: string) => `audit.${action.replace(/^([a-zA-Z]+):actions\./, '$1.')}`;

export const auditEntityKey = (entity: string) => `auditEntity.${entity}`;
