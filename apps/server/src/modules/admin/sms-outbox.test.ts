import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smsOutbox } from '@fardin/db/schema/accounts';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { OTP_LOG_MESSAGE } from '../../integrations/sms/sms-sender';
import { backOfficeTokens } from './admin-fixtures';
import { appWithLog, type LogLine } from './embedded-fixtures';

const V = '?vendor_code=anakut_buy';
type Outbox = {
  gateway: string;
  data: { id: number; to: string; purpose: string | null; body: string; created_at: string }[];
  total: number;
  page: number;
};

const codeIn = (body: string) => /\b(\d{4})\b/.exec(body)?.[1];

/** A fake SMS gateway on 127.0.0.1: it keeps what it was sent. */
async function fakeGateway(): Promise<{ server: Server; url: string; texts: { to: string; text: string }[] }> {
  const texts: { to: string; text: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      texts.push(JSON.parse(body) as { to: string; text: string });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, texts };
}

/** Fields every pino line carries that may hold any digits (clock, process, request id, timing). */
function withoutNoise({
  time: _time,
  pid: _pid,
  hostname: _host,
  reqId: _req,
  ms: _ms,
  phone: _phone,
  ...rest
}: LogLine) {
  return JSON.stringify(rest);
}

describe.each(TEST_DB_KINDS)('back office SMS outbox and the OTP log line on %s', (kind) => {
  let admin: string;
  let staff: string;
  let shopper: string;
  const t = useTestApp(kind, async (t) => {
    ({ admin, staff, shopper } = await backOfficeTokens(t));
  });

  it('is for admins only: guests and shoppers 404 (like all of /api/admin), staff 403', async () => {
    expect((await t.call('GET', '/api/admin/sms-outbox')).status).toBe(404);
    expect((await t.call('GET', '/api/admin/sms-outbox', { token: shopper })).status).toBe(404);
    const refused = await t.call<{ message: string }>('GET', '/api/admin/sms-outbox', { token: staff });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an admin can do this');
    expect((await t.call('GET', '/api/admin/sms-outbox?row_per_page=0', { token: admin })).status).toBe(422);
  });

  it('prints each code as one log line and lists the texts newest first with their purpose', async () => {
    const app = appWithLog(t);
    expect(
      (
        await app.call('POST', `/api/register${V}`, {
          body: { name: 'Outbox One', phone: '012 600 601', password: 'kampot-pepper' },
        })
      ).status,
    ).toBe(201);
    expect((await app.call('POST', '/api/auth/resend', { body: { phone: '012600601', type: 'forgot' } })).status).toBe(
      200,
    );

    const otpLines = app.raw.filter((line) => line.includes(OTP_LOG_MESSAGE));
    expect(otpLines).toHaveLength(2);
    expect(otpLines.every((line) => !line.includes('\n'))).toBe(true);
    const [verify, forgot] = otpLines.map((line) => JSON.parse(line) as LogLine);
    expect(verify).toMatchObject({ level: 30, phone: '+85512600601', purpose: 'verify', msg: OTP_LOG_MESSAGE });
    expect(forgot).toMatchObject({ phone: '+85512600601', purpose: 'forgot' });

    const list = await t.call<Outbox>('GET', '/api/admin/sms-outbox', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.gateway).toBe('outbox');
    const [newest, previous] = list.body.data;
    expect(newest).toMatchObject({ to: '+85512600601', purpose: 'forgot' });
    expect(previous).toMatchObject({ to: '+85512600601', purpose: 'verify' });
    expect(newest!.id).toBeGreaterThan(previous!.id);
    // The logged code is the texted one, and it verifies the phone.
    expect(verify!.code).toBe(codeIn(previous!.body));
    expect(forgot!.code).toBe(codeIn(newest!.body));
    expect((await t.call('POST', `/api/verify${V}`, { body: { phone: '012600601', otp: verify!.code } })).body).toEqual(
      { message: 'success' },
    );

    const paged = await t.call<Outbox>('GET', '/api/admin/sms-outbox?row_per_page=1&page=2', { token: admin });
    expect(paged.body.data.map((m) => m.purpose)).toEqual(['verify']);
    expect(paged.body.total).toBe(list.body.total);
  });

  it('with a real gateway: sends the text there, keeps and logs no code, and says so to the admin', async () => {
    const gateway = await fakeGateway();
    try {
      const app = appWithLog(t, { SMS_GATEWAY_URL: gateway.url });
      expect(
        (
          await app.call('POST', `/api/register${V}`, {
            body: { name: 'Gateway One', phone: '012 600 602', password: 'kampot-pepper' },
          })
        ).status,
      ).toBe(201);
      expect(gateway.texts).toHaveLength(1);
      const code = codeIn(gateway.texts[0]!.text)!;
      expect(code).toMatch(/^\d{4}$/);

      const lines = app.lines();
      expect(lines.some((line) => line.msg === 'SMS sent through the gateway' && line.phone === '+85512600602')).toBe(
        true,
      );
      expect(lines.filter((line) => 'code' in line || line.msg === OTP_LOG_MESSAGE)).toEqual([]);
      const standalone = new RegExp(`(^|\\D)${code}(\\D|$)`);
      expect(lines.map(withoutNoise).filter((line) => standalone.test(line))).toEqual([]);
      expect(app.raw.some((line) => line.includes(gateway.texts[0]!.text))).toBe(false);

      expect(await t.opened.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+85512600602'))).toEqual([]);
      const list = await app.call<Outbox>('GET', '/api/admin/sms-outbox', { token: admin });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ gateway: 'http', data: [], total: 0 });
    } finally {
      gateway.server.close();
    }
  });
});
