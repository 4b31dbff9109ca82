import type { Locale } from '@fardin/core/locale';
import { frameMessages } from './frame';
import { deliveryMessages } from './delivery';
import { contentMessages } from './content';
import { catalogueMessages } from './catalogue';
import { accountsMessages } from './accounts';
import { commerceMessages } from './commerce';
import { adminMessages } from './admin';
import { trackingMessages } from './tracking';
import { adminReceiptMessages } from './admin-receipts';
import { operationsMessages } from './operations';
import { adminOperationsMessages } from './admin-operations';
import { notificationsMessages } from './notifications';
import { telegramMessages } from './telegram';
import { conversationMessages } from './conversations';
import { parcelMessages } from './parcels';
import { adminParcelMessages } from './admin-parcels';
import { adminWarehouseMessages } from './admin-warehouse';
import { riderMessages } from './rider';
import { adminCodeMessages } from './admin-codes';
import { adminLastMileMessages } from './admin-last-mile';
import { adminParcelSettingsMessages } from './admin-parcel-settings';
import { requestMessages } from './requests';

/**
 * Every area's dictionary. Add one line per area; keys must be unique across areas (prefix them
 * with the area name).
 */
const AREAS = [
  frameMessages,
  accountsMessages,
  catalogueMessages,
  deliveryMessages,
  contentMessages,
  commerceMessages,
  adminMessages,
  trackingMessages,
  adminReceiptMessages,
  operationsMessages,
  adminOperationsMessages,
  notificationsMessages,
  telegramMessages,
  conversationMessages,
  parcelMessages,
  adminParcelMessages,
  adminWarehouseMessages,
  riderMessages,
  adminCodeMessages,
  adminLastMileMessages,
  adminParcelSettingsMessages,
  requestMessages,
] as const;

type Area = (typeof AREAS)[number];
type KeysOf<A> = A extends { kh: Record<infer K, string> } ? K : never;
export type MessageKey = KeysOf<Area>;
export type Messages = Record<MessageKey, string>;

function merge(locale: Locale): Messages {
  return Object.assign({}, ...AREAS.map((area) => area[locale])) as Messages;
}

/** Server-side lookup; the client receives only its locale's dictionary through the root loader. */
export const DICTIONARIES: Record<Locale, Messages> = { kh: merge('kh'), en: merge('en'), zh: merge('zh') };

const isStorefrontKey = (key: string) => !key.startsWith('admin.');
const storefront = (messages: Messages) =>
  Object.fromEntries(Object.entries(messages).filter(([key]) => isStorefrontKey(key))) as Messages;

/**
 * What the root loader puts in every page: the back office's texts are left out (the /admin
 * layout sends them itself), which keeps about a fifth of the dictionary out of shoppers' HTML.
 */
export const STOREFRONT_DICTIONARIES: Record<Locale, Messages> = {
  kh: storefront(DICTIONARIES.kh),
  en: storefront(DICTIONARIES.en),
  zh: storefront(DICTIONARIES.zh),
};
