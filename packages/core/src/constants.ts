/**
 * Every business constant of SPEC section 9 (and the few of sections 4 and 8 that are numbers),
 * kept in one place. Change a value here and every caller follows.
 */
export const PRODUCT_NAME = 'Fardin';

export const PAYMENT_POLL_INTERVAL_MS = 3000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 30;
export const SNACKBAR_HIDE_MS = 5000;
export const BLOG_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE = 12;
export const CATEGORY_ROW_PAGE_SIZE = 6;

export const CNY_TO_USD = 0.15;
export const USD_TO_CNY = 6.71;
export const USD_TO_KHR = 4000;
export const MONEY_DECIMALS = 2;
export const CURRENCY_SYMBOL = '$';

export const DEFAULT_COUNTRY = 'CN';
export const PHNOM_PENH = { lat: 11.5564, lng: 104.9282 } as const;
export const MAP_ZOOM = 13;
export const CONTACT_MAP_ZOOM = 14;
export const MAP_HEIGHT_PX = 400;
export const MAP_DELAY_MS = 1000;
export const LATITUDE_RANGE = [-90, 90] as const;
export const LONGITUDE_RANGE = [-180, 180] as const;

export const STORE_SELECTOR_MAX_HEIGHT_PX = 600;
export const HEADER_MAX_WIDTH_PX = 1200;

export const TOKEN_TYPE = 'Bearer';
export const TOKEN_MAX_AGE_S = 86400;
export const AUTH_PREFIX = 'auth.';
export const AUTH_COOKIE = `${AUTH_PREFIX}_token.local`;
export const VENDOR_CODE = 'anakut_buy';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;

export const WIDGET_OFFSET = { right: 25, bottom: 160 } as const;

export const THEME = {
  primary: '#1B5E20',
  accent: '#424242',
  secondary: '#ff8f00',
  info: '#26a69a',
  warning: '#ffc107',
  error: '#dd2c00',
  success: '#00e676',
} as const;

export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
