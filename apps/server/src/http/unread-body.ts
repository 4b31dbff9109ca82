import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * An answer given before the request's body arrived (413 on Content-Length, 401 before the body is
 * read) says `Connection: close`, and Node then closes the connection once the answer is sent. Left
 * alone, the answer would advertise keep-alive while the server drops the connection anyway once
 * draining the rest of the body takes too long (issue 24 item 10): a client reusing it for its next
 * request would fail. HTTP/1.x only (HTTP/2 has no Connection header; its stream is reset instead).
 */
export function closeAfterUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.httpVersionMajor !== 1 || incoming.complete) return;
    // Every byte of a Content-Length body already here, unread (Node marks a pipelined message
    // complete only once it is read): hono drains it at once and the connection stays good.
    const length = Number(incoming.headers['content-length']);
    if (Number.isInteger(length) && incoming.readableLength >= length) return;
    try {
      c.res.headers.set('Connection', 'close');
    } catch {
      // Immutable headers (a fetched answer passed on): the same answer with headers of its own.
      const res = new Response(c.res.body, c.res);
      res.headers.set('Connection', 'close');
      c.res = res;
    }
  };
}
