import type { Logger } from '../logger';

/** Hono's per-request variables for this app. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    secureHeadersNonce?: string;
    /** The logged-in user's id, set by the auth middleware of the accounts module. */
    userId?: number;
  };
}
