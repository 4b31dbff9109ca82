import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/** The yardstick: a bare Hono JSON endpoint, started by the bench in its own process. */
const app = new Hono().get('/', (c) => c.json({ data: [{ id: 1, name: 'baseline' }] }));
const port = Number(process.env.PORT);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log('ready'));
