/** Fixed sizes and offsets of the web's page chrome (SPEC section 9). */
export const STORE_SELECTOR_MAX_HEIGHT_PX = 600;
export const WIDGET_OFFSET = { right: 25, bottom: 160 } as const;
