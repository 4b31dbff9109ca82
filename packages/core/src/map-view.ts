/** How the web shows a map (SPEC section 9): centre, zoom, height and the delayed start. */
export const PHNOM_PENH = { lat: 11.5564, lng: 104.9282 } as const;
export const MAP_ZOOM = 13;
export const CONTACT_MAP_ZOOM = 14;
export const MAP_HEIGHT_PX = 400;
export const MAP_DELAY_MS = 1000;
