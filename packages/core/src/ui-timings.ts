/** Timings of the web's page chrome (SPEC section 9): snackbar, progress bar, chunk reload guard. */
export const SNACKBAR_HIDE_MS = 5000;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
