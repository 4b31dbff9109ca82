/**
 * The mobile client's cart keys (MOBILE-CLIENT.md "Cart and checkout"), listed once: the cart
 * service groups lines under them and the contract schema checks the answer has nothing else.
 * A key is a store, or a store and a country for the regions the client knows.
 */
const MOBILE_CART_STORES = ['taobao', '1688', 'amazon', 'lazada', 'fardin'] as const;
export const MOBILE_CART_REGIONS = [
  'amazonau',
  'amazonfr',
  'amazonin',
  'amazonit',
  'amazonde',
  'amazonae',
  'amazonjp',
  'lazadavn',
  'lazadath',
  'lazadasg',
  'lazadaid',
  'lazadamy',
  'lazadaph',
] as const;
export const MOBILE_CART_KEYS = [...MOBILE_CART_STORES, ...MOBILE_CART_REGIONS] as const;
