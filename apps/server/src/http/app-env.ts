import type { Logger } from '../logger';
import type { SessionUser } from '../modules/accounts/sessions';

/** Hono's per-request variables for this app. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    secureHeadersNonce?: string;
    /** Set by the authenticate middleware when the request carries a valid token. */
    user?: SessionUser;
    token?: string;
  };
}
