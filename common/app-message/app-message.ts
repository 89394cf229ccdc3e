/** MessageCenterAppManagement (issue 14): in-app messages per app; the fixed choices shared by server and screen. */

/** Who sees a message in the app: everyone, customers who never borrowed, or customers who have. */
export const APP_MESSAGE_AUDIENCES = ['all', 'newCustomers', 'returningCustomers'] as const;
export type AppMessageAudience = (typeof APP_MESSAGE_AUDIENCES)[number];

/** draft (being written) → published (the app shows it from its publish time) → withdrawn (gone; may be published again). */
export const APP_MESSAGE_STATUSES = ['draft', 'published', 'withdrawn'] as const;

export const APP_MESSAGE_SCREEN = 'OperationSystem/MessageCenterAppManagement';
export const APP_MESSAGE_TITLE_MAX = 100;
export const APP_MESSAGE_CONTENT_MAX = 2000;
