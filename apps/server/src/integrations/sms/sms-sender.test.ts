import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createHttpSms } from './sms-sender';

function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  // No clock, pid or host: only what the adapter writes can hold the code's digits.
  return { lines, logger: pino({ level: 'trace', timestamp: false, base: null }, stream) };
}

const message = {
  to: '+85512000111',
  body: 'Fardin: 4827 is your verification code. It expires in 5 minutes.',
  purpose: 'verify' as const,
  code: '4827',
};

describe('the HTTP SMS gateway adapter', () => {
  it('posts the text to the gateway and logs the phone and purpose, never the code', async () => {
    const { lines, logger } = capturedLogger();
    const sent: unknown[] = [];
    const sms = createHttpSms({
      url: 'http://sms.test/send',
      token: 'secret',
      sender: 'Fardin',
      logger,
      fetch: async (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return new Response('{"ok":true}', { status: 200 });
      },
    });
    await sms.send(message);
    expect(sent).toEqual([{ to: '+85512000111', from: 'Fardin', text: message.body }]);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      phone: '+85512000111',
      purpose: 'verify',
      msg: 'SMS sent through the gateway',
    });
    expect(lines.join('')).not.toContain('4827');
  });

  it('fails without the code in its log line or its error when the gateway refuses', async () => {
    const { lines, logger } = capturedLogger();
    const sms = createHttpSms({
      url: 'http://sms.test/send',
      sender: 'Fardin',
      logger,
      fetch: async () => new Response('quota 4827 exceeded', { status: 503 }),
    });
    const error = await sms.send(message).then(
      () => null,
      (err: unknown) => err as Error,
    );
    expect(error?.message).toBe('SMS gateway answered 503');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, status: 503, purpose: 'verify' });
    expect(lines.join('')).not.toContain('4827');
  });
});
