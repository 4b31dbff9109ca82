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
    /** The client's address as rate limits count it (http/client-address.ts). */
    clientAddress?: string;
    /** The origin the client reached (http/own-urls.ts): own picture paths are made absolute on it. */
    origin?: string;
    /**
     * The security headers every answer without a page nonce carries (set by securityHeaders), so
     * a handler can build a complete answer at once (`preparedAnswer`).
     */
    frameHeaders?: Readonly<Record<string, string>>;
    /** The answer already carries the frame's headers and its final encoding: outer middleware leave it alone. */
    prepared?: boolean;
  };
}
