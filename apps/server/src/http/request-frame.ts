import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';
import type { EarlyFrame } from './answer-cache';
import { resolveClientAddress } from './client-address';
import { compress } from './compress';
import { closeAfterUnreadBody } from './unread-body';
import { logRequest, requestContext, requestIdFrom } from './request-context';
import {
  frameHeaders,
  NONCE,
  securityHeaders,
  type CspDirectives,
  type SecurityHeadersOptions,
} from './security-headers';

/**
 * One part of the request frame: the middleware every routed request passes, and what an answer
 * written before routing (the answer and page caches, decision 0008) does instead. A part must say
 * its early form, or why a kept answer needs none: a frame middleware cannot be added to one path
 * and forgotten on the other (decision 0028).
 */
interface FramePart {
  middleware: MiddlewareHandler<AppEnv>;
  early: Partial<EarlyFrame> | { none: string };
}

/** The security header options of the shop (CSP with a page nonce outside development). */
function securityOptions(config: Pick<Config, 'NODE_ENV'>): SecurityHeadersOptions {
  // Vite's development client injects inline scripts without our nonce: CSP only outside development.
  const csp: CspDirectives | undefined =
    config.NODE_ENV === 'development'
      ? undefined
      : {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", NONCE],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
        };
  return {
    contentSecurityPolicy: csp,
    strictTransportSecurity: config.NODE_ENV === 'production' ? 'max-age=31536000; includeSubDomains' : false,
    // 'no-referrer' makes Chrome send `Origin: null` on form posts, which React Router's CSRF check refuses.
    referrerPolicy: 'strict-origin-when-cross-origin',
  };
}

/**
 * The request frame of the whole app, in order: `Connection: close` after an unread body, request
 * id and log line, the client's address,
 * security headers, compression. `middleware` is what `createApp` installs; `early` is the same
 * frame for answers written before routing, assembled from the same parts.
 */
export function requestFrame(deps: { config: Config; logger: Logger }): {
  middleware: MiddlewareHandler<AppEnv>[];
  early: EarlyFrame;
} {
  const security = securityOptions(deps.config);
  const parts: FramePart[] = [
    {
      // Outermost: it sees the final answer.
      middleware: closeAfterUnreadBody(),
      early: { none: 'kept answers are to GET and HEAD, which carry no body' },
    },
    {
      middleware: requestContext(deps.logger),
      early: { requestId: requestIdFrom, log: (line) => logRequest(deps.logger, line) },
    },
    {
      middleware: resolveClientAddress({
        trustProxy: deps.config.TRUST_PROXY,
        testHeader: deps.config.NODE_ENV === 'test',
      }),
      early: { none: 'a kept answer is the same for every client: nothing reads the address' },
    },
    { middleware: securityHeaders(security), early: { headers: frameHeaders(security) } },
    {
      middleware: compress(),
      early: { none: 'kept answers hold their encoded bodies and choose one by Accept-Encoding' },
    },
  ];
  const early = Object.assign(
    {},
    ...parts.map((part) => ('none' in part.early ? {} : part.early)),
  ) as Partial<EarlyFrame>;
  if (!early.headers || !early.requestId || !early.log)
    throw new Error('the request frame lacks an early-answer form of headers, request id or log');
  return {
    middleware: parts.map((part) => part.middleware),
    early: { headers: early.headers, requestId: early.requestId, log: early.log },
  };
}
