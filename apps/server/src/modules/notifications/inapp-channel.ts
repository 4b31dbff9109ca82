import type { NotificationChannel } from './channels';

/**
 * The in-app channel: the bell's list and the mobile client's `GET /notifications` read the outbox
 * rows themselves, so sending only records that the row reached the shopper's list.
 */
export const inAppChannel: NotificationChannel = {
  name: 'inapp',
  send: async (message) => (message.userId === null ? 'skipped' : 'sent'),
};
