import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';
import { requestHeader } from './request-header';

const REQUEST_ID_HEADER = 'X-Request-Id';

const CLIENT_ID = /^[\w\-=]{1,255}$/;

interface LazyState {
  root: Logger;
  bindings: Record<string, unknown>;
  child?: Logger;
}
const real = (state: LazyState): Logger => (state.child ??= state.root.child(state.bindings));

/** One handler for every request's proxy: no closures are made per request. */
const LAZY_HANDLER: ProxyHandler<LazyState> = {
  get(state, prop) {
    const target = real(state);
    const value: unknown = Reflect.get(target, prop, target);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
  set(state, prop, value) {
    return Reflect.set(real(state), prop, value);
  },
  has(state, prop) {
    return Reflect.has(real(state), prop);
  },
};

/**
 * A logger that becomes `root.child(bindings)` on first use. Most requests never log (the request
 * line is below the production level), so the child and its serialized bindings are not built
 * per request.
 */
function lazyChildLogger(root: Logger, bindings: Record<string, unknown>): Logger {
  return new Proxy<LazyState>({ root, bindings }, LAZY_HANDLER) as unknown as Logger;
}

/** The client's `X-Request-Id` when it is a plain token, else a new UUID. */
export function requestIdFrom(given: string | undefined): string {
  return given && CLIENT_ID.test(given) ? given : randomUUID();
}

export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** The one log line of a request (info level, so production at warn writes none). */
export function logRequest(root: Logger, line: RequestLine): void {
  if (root.isLevelEnabled('info')) root.info(line, 'request');
}

/**
 * Request id (the client's `X-Request-Id` when it is a plain token, else a UUID; echoed on every
 * answer), the per-request logger `c.get('logger')` and one log line per request.
 */
export function requestContext(root: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const reqId = requestIdFrom(requestHeader(c, 'x-request-id'));
    c.set('requestId', reqId);
    const logger = lazyChildLogger(root, { reqId });
    c.set('logger', logger);
    const started = performance.now();
    await next();
    if (!c.get('prepared')) c.res.headers.set(REQUEST_ID_HEADER, reqId);
    logRequest(root, {
      reqId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
