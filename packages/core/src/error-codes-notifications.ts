import type { ErrorText } from './error-text';

/** Notifications (decision 0039): the bell, the channel choices and web push. */
export const NOTIFICATION_ERRORS = {
  'notification.not_found': {
    en: 'Notification not found',
    kh: 'រកមិនឃើញការជូនដំណឹងនេះទេ',
    zh: '未找到该通知',
  },
  'notification.push_unavailable': {
    en: 'Web push is not available on this server',
    kh: 'ការជូនដំណឹងតាមកម្មវិធីរុករកមិនអាចប្រើបានទេ',
    zh: '此服务器不支持网页推送',
  },
} as const satisfies Record<string, ErrorText>;
