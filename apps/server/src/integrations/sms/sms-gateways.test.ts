import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otpSmsText } from '@fardin/core/sms-text';
import { createSmsSender } from './sms-sender';

/** What the local fake gateway received. */
interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
const received: Received[] = [];
/** The fake's next answer: status and body. */
let answer = { status: 200, body: '{"status":0}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      received.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      });
      res.writeHead(answer.status, { 'Content-Type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, logger: pino({ level: 'trace', timestamp: false, base: null }, stream) };
}

const code = '4827';
const message = { to: '+85512000111', body: otpSmsText('kh', 'Fardin', code), purpose: 'verify' as const, code };
const outbox = { add: () => Promise.reject(new Error('a real gateway never touches the outbox')) };

describe('PlasGate (SMS_GATEWAY_KIND=plasgate)', () => {
  const config = {
    SMS_GATEWAY_URL: '',
    SMS_GATEWAY_KIND: 'plasgate' as const,
    SMS_GATEWAY_TOKEN: 'priv-key',
    SMS_GATEWAY_SECRET: 'sec-ret',
    SMS_SENDER: 'Fardin',
  };

  it('posts JSON to /rest/send with the private key in the query and X-Secret, logging no code', async () => {
    answer = { status: 200, body: '{"status":0,"message":"success"}' };
    const { lines, logger } = capturedLogger();
    await createSmsSender(outbox, { ...config, SMS_GATEWAY_URL: base }, logger).send(message);
    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req).toMatchObject({ method: 'POST', path: '/rest/send', query: { private_key: 'priv-key' } });
    expect(req!.headers['x-secret']).toBe('sec-ret');
    expect(JSON.parse(req!.body)).toEqual({ sender: 'Fardin', to: '85512000111', content: message.body });
    expect(lines.join('')).not.toContain(code);
    expect(lines.join('')).not.toContain('priv-key');
  });

  it('a refusal throws (the worker retries) and still logs no code', async () => {
    answer = { status: 401, body: `{"error":"bad key","content":"${message.body}"}` };
    const { lines, logger } = capturedLogger();
    await expect(createSmsSender(outbox, { ...config, SMS_GATEWAY_URL: base }, logger).send(message)).rejects.toThrow(
      /401/,
    );
    expect(lines.join('')).toMatch(/PlasGate refused/);
    expect(lines.join('')).not.toContain(code);
  });
});

describe('MekongSMS (SMS_GATEWAY_KIND=mekongsms)', () => {
  const config = {
    SMS_GATEWAY_KIND: 'mekongsms' as const,
    SMS_GATEWAY_USERNAME: 'shop@example.com',
    SMS_GATEWAY_TOKEN: 'pa55',
    SMS_SENDER: 'Fardin',
  };

  it('gets /api/sendsms.aspx with the user, the MD5 of the password, the number without + and the text', async () => {
    answer = { status: 200, body: '0[Success]' };
    const { lines, logger } = capturedLogger();
    await createSmsSender(outbox, { ...config, SMS_GATEWAY_URL: `${base}/` }, logger).send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'GET',
      path: '/api/sendsms.aspx',
      query: {
        username: 'shop@example.com',
        pass: createHash('md5').update('pa55').digest('hex'),
        sender: 'Fardin',
        smstext: message.body,
        gsm: '85512000111',
        int: '1',
      },
    });
    expect(lines.join('')).not.toContain(code);
    expect(lines.join('')).toMatch(/sent through MekongSMS/);
  });

  it('a 200 with an error number (106: no credit) is a refusal', async () => {
    answer = { status: 200, body: '106' };
    const { lines, logger } = capturedLogger();
    await expect(createSmsSender(outbox, { ...config, SMS_GATEWAY_URL: base }, logger).send(message)).rejects.toThrow(
      /106/,
    );
    expect(lines.join('')).not.toContain(code);
  });
});

describe('SMS_GATEWAY_KIND=generic keeps the JSON shape', () => {
  it('posts {to, from, text} with the Bearer token', async () => {
    answer = { status: 200, body: '{}' };
    const { logger } = capturedLogger();
    await createSmsSender(
      outbox,
      { SMS_GATEWAY_URL: `${base}/send`, SMS_GATEWAY_TOKEN: 't0k', SMS_SENDER: 'Fardin' },
      logger,
    ).send(message);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/send' });
    expect(received[0]!.headers.authorization).toBe('Bearer t0k');
    expect(JSON.parse(received[0]!.body)).toEqual({ to: '+85512000111', from: 'Fardin', text: message.body });
  });
});
