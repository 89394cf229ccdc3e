/** The collection conduct rules a robot or AI call obeys (the same limits as the workbench: server/modules/collection-policy/conduct-limits.ts). */
export { attemptsToday, conductSettings, eatMinute, lockCustomerContacts, withinHours } from '../collection-policy/conduct-limits';
