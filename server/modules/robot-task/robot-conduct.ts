/** The collection conduct rules a robot or AI call obeys (the workbench's own, server/modules/my-collection/conduct.ts). */
export { attemptsToday, conductSettings, eatMinute, withinHours } from '../my-collection/conduct';
export { lockCustomerContacts } from '../my-collection/conduct.repository';
