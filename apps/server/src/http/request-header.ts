import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

type NodeEnv = { incoming?: IncomingMessage } | undefined;

/**
 * A request header, read from Node's own parsed headers when the request came through
 * @hono/node-server (`env.incoming`): `request.headers` would first build a web `Headers` of every
 * header. In-process requests (`app.request`) read `request.headers`. `name` is lower case.
 */
export function headerOf(request: Request, env: unknown, name: Lowercase<string>): string | undefined {
  const incoming = (env as NodeEnv)?.incoming;
  if (!incoming) return request.headers.get(name) ?? undefined;
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** `headerOf` for a Hono context. */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  return headerOf(c.req.raw, c.env, name);
}

/** One cookie, read like `requestHeader`. */
export function requestCookie(c: Context, name: string): string | undefined {
  const incoming = (c.env as NodeEnv)?.incoming;
  if (!incoming) return getCookie(c, name);
  const header = incoming.headers.cookie;
  if (!header || !header.includes(name)) return undefined;
  return getCookie(c, name);
}
