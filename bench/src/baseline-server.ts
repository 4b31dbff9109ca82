import { serve } from '@hono/node-server';
import { Hono } from 'hono';

import { randomBytes } from 'node:crypto';

/** The yardstick: a bare Hono JSON endpoint, started by the bench in its own process. */
const app = new Hono().get('/', (c) => c.json({ data: [{ id: 1, name: 'baseline' }] }));

/**
 * The floor of a big answer on this machine: `/bytes/:n` sends n fixed bytes, made once (as many
 * as a compressed page puts on the wire), with no work per request. The bench measures it against `/`
 * with a page's size, so a page's ratio can be read against what any page of that size reaches.
 */
const bodies = new Map<number, Uint8Array<ArrayBuffer>>();
app.get('/bytes/:n', (c) => {
  const n = Math.min(Math.max(Number(c.req.param('n')) || 0, 0), 1 << 20);
  let body = bodies.get(n);
  if (!body) bodies.set(n, (body = new Uint8Array(randomBytes(n))));
  return new Response(body, { headers: { 'content-type': 'application/octet-stream', 'content-length': String(n) } });
});
const port = Number(process.env.PORT);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log('ready'));
