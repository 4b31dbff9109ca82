/** The fixed exchange rates of SPEC section 9 (yuan to dollar and back) and DOMAIN's dollar to riel. */
export const CNY_TO_USD = 0.15;
export const USD_TO_CNY = 6.71;
export const USD_TO_KHR = 4000;
