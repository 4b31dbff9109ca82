/** Names and lifetimes of the cookies the server and the web both read (SPEC section 9). */
export const AUTH_COOKIE = 'auth._token.local';
export const TOKEN_MAX_AGE_S = 86400;
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
