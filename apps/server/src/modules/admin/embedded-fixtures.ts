import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import type { TestApp } from '../../test/test-app';

export type LogLine = Record<string, unknown> & { msg?: string };

/**
 * The test app's database behind another app with its own environment (another SMS or payment
 * gateway, production mode) and a logger whose lines the test reads, as pino writes them.
 */
export function appWithLog(t: TestApp, env: Record<string, string> = {}) {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((line) => line.length > 0),
      );
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', ...env });
  const app = createApp({ db: t.opened.db, config, logger: pino({ level: 'info' }, stream) });
  async function call<T = unknown>(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
    const headers = new Headers({ Accept: 'application/json' });
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    const res = await app.request(path, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as T };
  }
  return {
    call,
    /** Every line written so far, raw (one JSON object per line). */
    raw,
    lines: (): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine),
  };
}
