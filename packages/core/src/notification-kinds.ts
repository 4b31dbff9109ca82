/**
 * The notification kinds the outbox carries (decision 0039, OPERATIONS.md section 6), who each one
 * is for, and the preference group it belongs to. Codes (SMS) and money are always delivered: their
 * group cannot be turned off.
 */

export type NotificationChannelName = 'inapp' | 'telegram' | 'sms' | 'webpush';
/** The channels a shopper may turn off per group (the in-app list is the record: always on). */
export const OPTIONAL_CHANNELS = ['telegram', 'sms', 'webpush'] as const;
type OptionalChannel = (typeof OPTIONAL_CHANNELS)[number];

export const NOTIFICATION_GROUPS = ['orders', 'actions', 'money', 'delivery'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];
/** Groups no preference can silence. */
export const MANDATORY_GROUPS: readonly NotificationGroup[] = ['money'];

export interface KindInfo {
  group: NotificationGroup;
  /** shopper: the order's shopper; staff: the staff group only; both: each gets one. */
  audience: 'shopper' | 'staff' | 'both';
}

export const NOTIFICATION_KINDS = {
  order_placed: { group: 'orders', audience: 'both' },
  order_paid: { group: 'money', audience: 'shopper' },
  // A cash-on-delivery order confirmed by staff (by phone): nothing is paid yet.
  order_confirmed: { group: 'orders', audience: 'shopper' },
  transfer_refused: { group: 'money', audience: 'shopper' },
  topup_requested: { group: 'money', audience: 'staff' },
  topup_verified: { group: 'money', audience: 'shopper' },
  topup_refused: { group: 'money', audience: 'shopper' },
  refund_made: { group: 'money', audience: 'shopper' },
  supplement_paid: { group: 'money', audience: 'shopper' },
  line_bought: { group: 'orders', audience: 'shopper' },
  qc_ready: { group: 'actions', audience: 'shopper' },
  qc_reminder: { group: 'actions', audience: 'shopper' },
  problem_raised: { group: 'actions', audience: 'shopper' },
  problem_reminder: { group: 'actions', audience: 'both' },
  // The parcel journey's own events (OPERATIONS.md section 6): freight to pay, free storage ending, a failed attempt.
  freight_due: { group: 'actions', audience: 'shopper' },
  storage_ending: { group: 'actions', audience: 'shopper' },
  parcel_departed: { group: 'orders', audience: 'shopper' },
  arrived_phnom_penh: { group: 'orders', audience: 'shopper' },
  out_for_delivery: { group: 'orders', audience: 'shopper' },
  delivered: { group: 'orders', audience: 'shopper' },
  delivery_failed: { group: 'orders', audience: 'shopper' },
  order_cancelled: { group: 'orders', audience: 'shopper' },
  delivery_status: { group: 'delivery', audience: 'shopper' },
  // The order's conversation (decision 0041): each message tells the other side.
  'conversation.shopper_message': { group: 'actions', audience: 'staff' },
  'conversation.staff_reply': { group: 'actions', audience: 'shopper' },
  // A "buy it for me" request answered with a product and a quote (issue 29 item 2).
  buy_request_answered: { group: 'actions', audience: 'shopper' },
} as const satisfies Record<string, KindInfo>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export function isNotificationKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, kind);
}

/** What an unknown kind (an older row) counts as: a plain order update the shopper may silence. */
export function kindInfo(kind: string): KindInfo {
  return isNotificationKind(kind) ? NOTIFICATION_KINDS[kind] : { group: 'orders', audience: 'shopper' };
}

export function isMandatory(kind: string): boolean {
  return MANDATORY_GROUPS.includes(kindInfo(kind).group);
}

/** The outbox kind of an order moved to a shipping stage (the parcel journey's events). */
export const STAGE_KIND: Partial<Record<string, NotificationKind>> = {
  shipped_to_cambodia: 'parcel_departed',
  phnom_penh_warehouse: 'arrived_phnom_penh',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  cancelled: 'order_cancelled',
};

/** A shopper's choices: per group, the optional channels turned off. */
export type NotificationOff = Partial<Record<NotificationGroup, OptionalChannel[]>>;

/** Whether `channel` may carry `kind` for a shopper with these choices. */
export function channelAllowed(off: NotificationOff, kind: string, channel: NotificationChannelName): boolean {
  if (channel === 'inapp' || isMandatory(kind)) return true;
  const group = kindInfo(kind).group;
  return !(off[group] ?? []).includes(channel as OptionalChannel);
}
