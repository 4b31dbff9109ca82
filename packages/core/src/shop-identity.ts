/** Who the shop is: its product name (page titles, SPEC section 9) and the `vendor_code` login accepts. */
export const PRODUCT_NAME = 'Fardin';
export const VENDOR_CODE = 'anakut_buy';
